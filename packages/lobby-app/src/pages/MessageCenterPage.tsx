import { Trans } from '@lingui/react/macro';
import { PagePlaceholder } from './PagePlaceholder.tsx';

export default function MessageCenterPage() {
  return <PagePlaceholder title={<Trans>Inbox</Trans>} />;
}
