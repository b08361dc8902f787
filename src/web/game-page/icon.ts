/** The page's icon (a hex), so the browser asks this server for nothing it does not have. */
export function gamePageIcon(): string {
  return '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><polygon points="8,3 24,3 31,16 24,29 8,29 1,16" fill="#1f5fbf"/></svg>\n';
}
