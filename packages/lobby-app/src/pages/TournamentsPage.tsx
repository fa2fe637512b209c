import { Trans } from '@lingui/react/macro';
import { PagePlaceholder } from './PagePlaceholder.tsx';

export default function TournamentsPage() {
  return <PagePlaceholder title={<Trans>Tournaments</Trans>} />;
}
