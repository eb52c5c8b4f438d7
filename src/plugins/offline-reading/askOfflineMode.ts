/**
 * `?offlineMode=true` in a link is someone else's choice until the reader
 * makes it: before a worker registers and the site's code downloads, a notice
 * at the foot of the window asks. Plain DOM with Infima's classes, in
 * ./decide.ts's chunk: no style sheet and nothing in every page's code.
 */
export const ASK_ID = 'offline-mode-ask';

/**
 * Shows the question; `answer` hears the reader's choice once, and the notice goes. `size` is what a yes
 * downloads at once ("about 1.4 MB", ./downloadSize.ts), or '' when the build's figure could not be read.
 */
export function askOfflineMode(answer: (on: boolean) => void, size = ''): void {
  if (document.getElementById(ASK_ID)) return;
  const box = document.createElement('section');
  box.id = ASK_ID;
  box.setAttribute('aria-labelledby', `${ASK_ID}-title`);
  // Centred at the foot as the boot-recovery notices are: no Infima margin class, whose `!important` beats `auto`.
  box.className = 'alert alert--info';
  box.setAttribute(
    'style',
    'position:fixed;left:1rem;right:1rem;bottom:1rem;z-index:1000;max-width:40rem;margin:0 auto;box-shadow:var(--ifm-global-shadow-tl)',
  );
  const title = document.createElement('p');
  title.id = `${ASK_ID}-title`;
  title.className = 'margin-bottom--sm';
  const strong = document.createElement('strong');
  strong.textContent = 'Read this site offline?';
  title.appendChild(strong);
  const text = document.createElement('p');
  text.textContent = `The link you followed asks to turn on offline reading. Your browser would download the site’s code${size ? ` (${size})` : ''} and save each page you read, so that they open without a connection. You can turn it off in the Copy page menu.`;
  box.append(title, text);
  const choice = (label: string, on: boolean, primary: boolean) => {
    const button = document.createElement('button');
    button.type = 'button';
    button.className = `button button--sm margin-right--sm ${primary ? 'button--primary' : 'button--secondary'}`;
    button.textContent = label;
    button.addEventListener('click', () => {
      box.remove();
      answer(on);
    });
    box.appendChild(button);
  };
  choice('Turn on offline reading', true, true);
  choice('Not now', false, false);
  document.body.appendChild(box);
}
