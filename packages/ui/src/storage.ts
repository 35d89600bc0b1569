// localStorage can throw inside an LMS iframe (third-party storage blocked, Safari private
// mode). Remembering a tab is a nicety, so failures fall back to "not remembered".

export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // storage unavailable: the choice simply is not remembered
  }
}
