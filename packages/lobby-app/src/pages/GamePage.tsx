import { Trans } from '@lingui/react/macro';
import { PagePlaceholder } from './PagePlaceholder.tsx';

export default function GamePage({ mode, shortname }: { mode: 'play' | 'demo'; shortname: string }) {
  return (
    <PagePlaceholder title={shortname.replace(/[-_]+/g, ' ')}>
      {mode === 'demo' ? (
        <p className="mt-2 font-semibold text-fg-muted">
          <Trans>Practice Mode</Trans>
        </p>
      ) : null}
    </PagePlaceholder>
  );
}
