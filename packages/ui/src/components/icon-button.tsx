import { Button, type ButtonProps } from './button';
import { Hint } from './tooltip';

// Its own module so that a screen with plain buttons (the sign-in page) does not download the
// tooltip and its positioning engine.

export type IconButtonProps = Omit<ButtonProps, 'asChild'> & {
  /** The accessible name (rendered sr-only), e.g. 'Delete'. Required: the button has no text. */
  label: string;
  /** Also show the label as a tooltip on hover and focus. */
  hasTooltip?: boolean;
};

export function IconButton({
  label,
  hasTooltip = false,
  variant = 'ghost',
  size = 'icon',
  type = 'button',
  isBusy,
  children,
  ...props
}: IconButtonProps) {
  const button = (
    <Button
      data-slot="icon-button"
      variant={variant}
      size={size}
      type={type}
      isBusy={isBusy}
      {...props}
    >
      {/* The spinner replaces the icon rather than sitting beside it in a square button. */}
      {isBusy ? null : (
        <span aria-hidden="true" className="contents">
          {children}
        </span>
      )}
      <span className="sr-only">{label}</span>
    </Button>
  );
  return hasTooltip ? <Hint content={label}>{button}</Hint> : button;
}
