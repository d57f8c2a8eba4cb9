import { render, screen } from '../test/render';
import { describe, expect, it } from 'vitest';
import { ClampText } from './table';

describe('ClampText', () => {
  it('cuts server text to two lines that break anywhere, the whole text as its tooltip', () => {
    const long = 'Ж'.repeat(10_000);
    render(<ClampText text={long} />);
    const text = screen.getByText(long);
    expect(text).toHaveAttribute('title', long);
    expect(text).toHaveClass('line-clamp-2', 'wrap-anywhere');
  });

  it("shows a missing text as nothing, never 'null'", () => {
    const { container } = render(
      <>
        <ClampText text={null} />
        <ClampText text={undefined} />
      </>,
    );
    expect(container).toHaveTextContent(/^$/);
    expect(container.querySelector('[title]')).toBeNull();
  });
});
