import { Trans } from '@lingui/react/macro';
import { PagePlaceholder } from './PagePlaceholder.tsx';

export default function HomePage() {
  return <PagePlaceholder title={<Trans>Lobby</Trans>} />;
}
