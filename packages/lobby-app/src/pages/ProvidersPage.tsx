import { Trans } from '@lingui/react/macro';
import { PagePlaceholder } from './PagePlaceholder.tsx';

export default function ProvidersPage() {
  return <PagePlaceholder title={<Trans>Providers</Trans>} />;
}
