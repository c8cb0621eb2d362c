// Hands a text file to the player: the browser's (or the desktop window's) download asks where to
// put it. Used to save a game elsewhere (issue 23) and to export a replay (issue 20).
export function downloadText(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
