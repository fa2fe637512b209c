import { expect, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { withRouterLinks } from '../../chrome/fixtures.tsx';
import { inBox } from '../../stories/decorators.tsx';
import { storyProviders } from '../stories/fixtures.ts';
import { ProviderInfoBox, ProvidersGrid } from './ProviderCard.tsx';

const meta = preview.meta({
  title: 'Catalogue/Providers',
  component: ProvidersGrid,
  args: {
    providers: storyProviders,
    hrefFor: (provider: { shortname: string }) => `/providers/${provider.shortname}`,
  },
  decorators: [withRouterLinks],
  parameters: { layout: 'fullscreen' },
});

export const Grid = meta.story({
  decorators: [inBox('p-4')],
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: 'Betsoft' });
    await expect(within(card).getByText('188 games')).toBeVisible();
    await expect(within(card).getByRole('link', { name: 'Explore Games' })).toHaveAttribute(
      'href',
      '/providers/betsoft',
    );
  },
});

export const GridOnPhone = meta.story({
  ...Grid.input,
  globals: { viewport: { value: 'phone375', isRotated: false } },
});

export const InfoBox = meta.story({
  render: () => (
    <div className="max-w-xl p-4">
      <ProviderInfoBox
        provider={{ name: 'Betsoft' }}
        href="/providers/betsoft"
        blurb="Cinematic 3D slots with bonus rounds that tell a story, from the studio behind Slots3."
      />
    </div>
  ),
  play: async ({ canvas }) => {
    const box = canvas.getByRole('complementary', { name: 'About Betsoft' });
    await expect(within(box).getByRole('link', { name: 'Betsoft games' })).toHaveAttribute(
      'href',
      '/providers/betsoft',
    );
  },
});

export const InfoBoxWithoutBlurb = meta.story({
  render: () => (
    <div className="max-w-xl p-4">
      <ProviderInfoBox provider={{ name: 'Wazdan' }} href="/providers/wazdan" />
    </div>
  ),
});
