import { PagePlaceholder } from './PagePlaceholder.tsx';

export default function TournamentPage({ name }: { name: string }) {
  return <PagePlaceholder title={name.replace(/[-_]+/g, ' ')} />;
}
