// Minimal line icons (24x24 viewBox paths) for the seed covers, by the keywords the seed content uses.
const ICONS: Record<string, string> = {
  building: 'M4 21V5l8-3 8 3v16M4 21h16M8 8h2M14 8h2M8 12h2M14 12h2M8 16h2M14 16h2M11 21v-3h2v3',
  key: 'M14 10a4 4 0 1 0-1.2 2.8L21 21M17 17l2-2M15 19l2-2',
  chart: 'M3 21h18M6 17v-5M11 17V8M16 17v-8M20 4l-6 5-4-3-6 5',
  scale: 'M12 3v18M5 21h14M4 8h16M7 8l-3 7h6zM17 8l-3 7h6z',
  handshake: 'M2 12l5-5 5 3 5-3 5 5M7 12l4 4a1.5 1.5 0 0 0 2-2M9 14l3 3a1.5 1.5 0 0 0 2-2l-3-3',
  leaf: 'M5 19c0-9 6-14 15-14 0 9-5 15-14 15M5 19l8-8',
  person: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21c0-4 4-7 8-7s8 3 8 7',
  book: 'M4 5a2 2 0 0 1 2-2h14v16H6a2 2 0 0 0-2 2zM4 21a2 2 0 0 1 2-2h14',
  calendar: 'M4 6h16v15H4zM4 10h16M8 3v4M16 3v4',
  certificate: 'M4 4h16v12H4zM8 8h8M8 11h5M15 16l-1 5 2-1 2 1-1-5',
  globe: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM3 12h18M12 3c3 3 3 15 0 18M12 3c-3 3-3 15 0 18',
  home: 'M3 11l9-8 9 8M5 10v11h14V10M10 21v-6h4v6',
};

export function iconPath(name: string | undefined): string {
  if (!name) return ICONS.building;
  return ICONS[name] ?? ICONS.building;
}
