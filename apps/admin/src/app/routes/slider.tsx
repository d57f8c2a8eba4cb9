import { SliderScreen } from '../../features/slider/components/slider-screen';

export default function SliderRoute() {
  return <SliderScreen />;
}
