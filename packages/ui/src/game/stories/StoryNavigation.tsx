// Story data for the game page's side menu: a stand-in for the lobby's main navigation. Not shipped.

/** A main navigation of plain links to these pages, as the side menu shows the lobby's. */
export function StoryNavigation({ labels }: { labels: readonly string[] }) {
  return (
    <nav aria-label="Main">
      <ul className="m-0 flex list-none flex-col gap-1 p-0">
        {labels.map((label) => (
          <li key={label}>
            <a
              href={`#${label}`}
              className="flex h-10 items-center rounded-md px-3 text-sm font-semibold text-fg hover:bg-surface-sunken"
            >
              {label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
