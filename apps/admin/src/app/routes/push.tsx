import { PushScreen } from '../../features/push/components/push-screen';

export default function PushRoute() {
  return <PushScreen />;
}
