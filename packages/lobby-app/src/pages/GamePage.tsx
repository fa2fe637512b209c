import { useSearch } from 'wouter';
import { GameView } from '../features/game/GameView.tsx';

export default function GamePage({ mode, shortname }: { mode: 'play' | 'demo'; shortname: string }) {
  const provider = new URLSearchParams(useSearch()).get('by');
  return (
    <GameView
      key={`${mode}/${shortname}/${provider ?? ''}`}
      mode={mode}
      shortname={shortname}
      provider={provider}
    />
  );
}
