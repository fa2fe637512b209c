import { Trans } from '@lingui/react/macro';
import { PagePlaceholder } from './PagePlaceholder.tsx';

export default function PromotionsPage() {
  return <PagePlaceholder title={<Trans>Promotions</Trans>} />;
}
