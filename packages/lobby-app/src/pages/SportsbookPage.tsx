import { Trans } from '@lingui/react/macro';
import { PagePlaceholder } from './PagePlaceholder.tsx';

export default function SportsbookPage() {
  return <PagePlaceholder title={<Trans>Sportsbook</Trans>} />;
}
