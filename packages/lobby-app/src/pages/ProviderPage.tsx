import { PagePlaceholder } from './PagePlaceholder.tsx';

export default function ProviderPage({ name }: { name: string }) {
  return <PagePlaceholder title={name} />;
}
