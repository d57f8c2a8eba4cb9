import { messages } from '../../../config/messages';
import { mediaUrl } from '../../../lib/media';
import placeholderUrl from '../assets/avatar-placeholder.svg';

const m = messages.bartenders;

/** The list's avatar; a placeholder picture when the bartender has none (SPEC §2). */
export function BartenderAvatar({
  imagePath,
  fullName,
}: {
  imagePath?: string | null;
  fullName: string;
}) {
  const src = mediaUrl(imagePath);
  return (
    <img
      src={src ?? placeholderUrl}
      alt={src ? m.avatarOf(fullName) : m.noAvatar}
      width={48}
      height={48}
      className="size-12 rounded-full border border-border object-cover"
    />
  );
}
