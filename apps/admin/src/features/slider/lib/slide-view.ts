import type { ItemView } from '../../../components/conflict/conflict-rows';
import { messages } from '../../../config/messages';
import type { Slide } from '../api/queries';

/** A slide in the conflict table: known by its id, shown with its text and place. */
export const slideView: ItemView<Slide> = {
  key: (slide) => String(slide.id),
  label: (slide) => slide.content,
  show: (slide, index) => messages.conflict.atPosition(slide.content, index + 1),
};
