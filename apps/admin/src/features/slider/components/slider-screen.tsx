import { BusyOverlay } from '@shop/ui/busy-overlay';
import { LoadError } from '@shop/ui/load-error';
import { useQuery } from '@tanstack/react-query';
import { messages } from '../../../config/messages';
import { loadErrorOf } from '../../../lib/query-client';
import { sliderQueries } from '../api/queries';
import { SliderBoard } from './slider-board';

/**
 * /slider. The board starts from the slides as loaded and then keeps its own edits: a later
 * refetch must not overwrite unsaved moves and texts, nor a failed one take them away. Until
 * they load there is no list to edit or save; a failed load says why, never 'Слайдов нет'.
 */
export function SliderScreen() {
  const slides = useQuery(sliderQueries.list());
  return (
    <section aria-labelledby="slider-title" className="flex flex-col gap-6">
      <h1 id="slider-title" className="text-2xl font-semibold">
        {messages.slider.title}
      </h1>
      {slides.data ? (
        <SliderBoard initial={slides.data} />
      ) : slides.isError ? (
        <LoadError {...loadErrorOf(slides)} />
      ) : (
        <BusyOverlay isBusy={slides.isLoading} />
      )}
    </section>
  );
}
