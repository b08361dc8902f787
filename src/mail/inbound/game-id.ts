/** The game id a subject carries ("Re: [Umpire g_7QH2XK] …"): the first g_ word. */
export function gameIdInSubject(subject: string): string | null {
  return /(?:^|[^A-Za-z0-9_])(g_[A-Za-z0-9]{4,32})(?![A-Za-z0-9_-])/.exec(subject)?.[1] ?? null;
}

/** The game a turn file names (its `game:` key, YAML or JSON), without parsing it. */
export function gameIdInFile(text: string): string | null {
  return /^\s*[{,]?\s*["']?game["']?\s*:\s*["']?([A-Za-z0-9_-]{1,64})/m.exec(text)?.[1] ?? null;
}
