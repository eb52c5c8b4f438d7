/**
 * The classic theme hides a dismissed announcement before React loads, from the
 * stored dismissal alone, so a new announcement id would only show on the
 * reader's next page load. This script runs first and clears a dismissal that
 * belongs to another announcement id; the theme then shows the bar at once.
 * The keys are the theme's own (un-namespaced: see `storage` in the config).
 */
export const DISMISS_KEY = 'docusaurus.announcement.dismiss';
export const ID_KEY = 'docusaurus.announcement.id';

export function announcementResetScript(id: string): string {
  return `try{if(localStorage.getItem(${JSON.stringify(ID_KEY)})!==${JSON.stringify(id)})localStorage.setItem(${JSON.stringify(DISMISS_KEY)},"false")}catch(e){}`;
}
