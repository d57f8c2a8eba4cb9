import { cn } from '@shop/ui/lib/cn';

export type LogoProps = { alt: string; className?: string };

/**
 * The logo in the theme's colours: its name is drawn inside the SVG, which a stylesheet cannot
 * recolour, so the dark theme shows a copy with light lettering. Only one is displayed.
 */
export function Logo({ alt, className }: LogoProps) {
  const image = 'w-auto';
  return (
    <>
      <img
        src="/logo.svg"
        alt={alt}
        height={45}
        width={160}
        className={cn(image, 'dark:hidden', className)}
      />
      <img
        src="/logo-dark.svg"
        alt={alt}
        height={45}
        width={160}
        className={cn(image, 'hidden dark:inline', className)}
      />
    </>
  );
}
