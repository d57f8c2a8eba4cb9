import { cn } from '@shop/ui/lib/cn';
// The shell's own texts, not the messages index: the logo is on the sign-in page, which must
// not load every feature's texts.
import { shellMessages } from '../config/messages/shell';

export type LogoProps = { alt: string; className?: string };

/**
 * The logo inline rather than an image file, so its name takes the theme's text colour; an
 * empty `alt` hides it from screen readers.
 */
export function Logo({ alt, className }: LogoProps) {
  const label = alt === '' ? { 'aria-hidden': true } : { role: 'img', 'aria-label': alt };
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={160}
      height={45}
      viewBox="0 0 160 45"
      className={cn('w-auto text-foreground', className)}
      {...label}
    >
      <rect x="2" y="4" width="37" height="37" rx="9" fill="#b45309" />
      <path d="M12 30 20.5 12 29 30Z" fill="#fff" />
      <circle cx="20.5" cy="24" r="2.5" fill="#b45309" />
      <text
        x="48"
        y="29"
        fontFamily="sans-serif"
        fontSize="18"
        fontWeight="700"
        fill="currentColor"
      >
        {shellMessages.app.logoName}
      </text>
    </svg>
  );
}
