import type { Versioned } from '@shop/api-client';
import { messages } from '../../config/messages';
import { useConflict } from './conflict-dialog';
import { itemRows, type ItemView } from './conflict-rows';

/** A whole-list save answered 412: the user's list, the one it began from, and the ways on. */
export type StaleList<T> = {
  yours: readonly T[];
  loaded: readonly T[];
  /** Reads the list again: the version someone else saved, in the order the screen shows. */
  readTheirs: () => Promise<Versioned<readonly T[]>>;
  /** 'Загрузить их версию': the screen starts over from their list. */
  onLoadTheirs: (theirs: Versioned<readonly T[]>) => void;
  /** 'Сохранить мою поверх': the screen saves its list again over their version. */
  onSaveMine: (etag: string | null) => void;
  /** Closed without a choice: the screen stays as it was, on its old version. */
  onKeep?: () => void;
};

/** The conflict dialog of a list saved whole (slider, sort orders): a row per differing item. */
export function useListConflict<T>(view: ItemView<T>) {
  const [showConflict, element] = useConflict();

  const onStale = async (list: StaleList<T>) => {
    let theirs: Versioned<readonly T[]>;
    try {
      theirs = await list.readTheirs();
    } catch {
      // The failed load has its own error alert; the screen stays as it was.
      list.onKeep?.();
      return;
    }
    showConflict({
      rowHeader: messages.conflict.item,
      rows: itemRows(view, { yours: list.yours, theirs: theirs.value, loaded: list.loaded }),
      onLoadTheirs: () => list.onLoadTheirs(theirs),
      onSaveMine: () => list.onSaveMine(theirs.etag),
      onKeep: () => list.onKeep?.(),
    });
  };

  return { onStale, element };
}
