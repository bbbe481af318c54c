/** Academy from the dock or the sheet: tell, don't navigate (spec 000 §2, §8). */
export function announceComingSoon(): void {
  window.alert('Coming Soon!');
}
