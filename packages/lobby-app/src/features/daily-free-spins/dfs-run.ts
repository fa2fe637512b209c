import { proxy } from 'valtio';
import type { DfsFlowState, DfsFlowView } from './dfs-view.ts';

/** What the steps of one daily free spins flow share: its store, and whether it is closed or busy. */
export interface DfsRun {
  readonly state: DfsFlowState;
  /** Set once the modal closed; late answers no longer change the view. */
  disposed: boolean;
  /** A redeem or an e-mail request is under way. */
  busy: boolean;
  /** Shows a view, unless the flow has ended. */
  show(view: DfsFlowView): void;
}

export function createDfsRun(): DfsRun {
  const run: DfsRun = {
    state: proxy<DfsFlowState>({ view: { kind: 'loading' }, data: null, reasonTexts: {} }),
    disposed: false,
    busy: false,
    show(view) {
      if (!run.disposed) run.state.view = view;
    },
  };
  return run;
}
