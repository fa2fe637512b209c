import { Trans } from '@lingui/react/macro';
import { PagePlaceholder } from './PagePlaceholder.tsx';

export default function LiveDealerPage() {
  return <PagePlaceholder title={<Trans>Live Dealer</Trans>} />;
}
