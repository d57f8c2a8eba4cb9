import { BoolIcon, type BoolIconProps } from '@shop/ui/bool-icon';
import { HoverHint } from '@shop/ui/tooltip';
import { messages } from '../config/messages';

type PublishedIconProps = Omit<BoolIconProps, 'value' | 'label'> & { isPublished: boolean };

/** A category's or product's publish state, named and explained on hover in the tree's words. */
export function PublishedIcon({ isPublished, ...props }: PublishedIconProps) {
  const text = isPublished ? messages.categories.published : messages.categories.unpublished;
  return (
    <HoverHint content={text}>
      <BoolIcon value={isPublished} label={text} {...props} />
    </HoverHint>
  );
}
