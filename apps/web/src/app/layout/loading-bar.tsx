import { useNavigation } from 'react-router';
import { loadingTracker } from '../loading-store';

/** The global loading indicator above the routed view: on while a request or a navigation runs. */
export const LoadingBar = () => {
  const requests = loadingTracker.useCount();
  const navigation = useNavigation();
  const busy = requests > 0 || navigation.state !== 'idle';
  return (
    <div
      role="progressbar"
      aria-label="Yükleniyor"
      aria-busy={busy}
      data-testid="loading-bar"
      className={busy ? 'loading-bar loading-bar--on' : 'loading-bar'}
    />
  );
};
