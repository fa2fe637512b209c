import { PageTitleBar, type PageTitleBarProps } from '@lobby/ui';

/** The page title bar in a chunk of its own: its sort menu and filter drawer load after the grid. */
export default function TitleBar(props: PageTitleBarProps) {
  return <PageTitleBar {...props} />;
}
