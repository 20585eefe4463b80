/**
 * The outside searches of spec 1 §7 ("a video search and a chord-site search"), opened in a new
 * window. YouTube and Ultimate Guitar are the sites working musicians reach for; both take a
 * plain search query in the URL, so no API key and no tracking of our own.
 */
function searchText(songTitle: string, artistName: string | null | undefined): string {
  return [songTitle, artistName ?? '']
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
}

export function videoSearchUrl(songTitle: string, artistName: string | null | undefined): string {
  return `https://www.youtube.com/results?search_query=${encodeURIComponent(searchText(songTitle, artistName))}`;
}

export function chordSearchUrl(songTitle: string, artistName: string | null | undefined): string {
  return `https://www.ultimate-guitar.com/search.php?search_type=title&value=${encodeURIComponent(
    searchText(songTitle, artistName),
  )}`;
}
