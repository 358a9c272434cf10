// The release managers' page: talks only to /travel/ops/releases/*, with the operator's key or
// token as a Bearer credential kept in this tab's sessionStorage.
const STORAGE_KEY = 'travel.ops.credential';
const API = '/travel/ops/releases';

const $ = (id) => document.getElementById(id);
let credential = sessionStorage.getItem(STORAGE_KEY);
let pending;

const istTime = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hour12: false,
});

class SignedOut extends Error {}

async function call(route, body) {
  const response = await fetch(`${API}${route}`, {
    method: body ? 'POST' : 'GET',
    cache: 'no-store',
    headers: {
      authorization: `Bearer ${credential}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const answer = await response.json().catch(() => ({}));
  if (response.status === 401) throw new SignedOut(answer.error ?? 'Sign in again.');
  if (!response.ok) throw new Error(answer.error ?? `The site answered HTTP ${response.status}.`);
  return answer;
}

function element(tag, attributes = {}, ...children) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (name === 'className') node.className = value;
    else node.setAttribute(name, value);
  }
  for (const child of children) {
    if (child !== null && child !== undefined) node.append(child);
  }
  return node;
}

const percent = (rate) => `${(rate * 100).toFixed(1)} %`;

function health(figures) {
  if (!figures || figures.loads === 0) {
    return element('span', { className: 'health' }, 'no loads reported');
  }
  const time = figures.averageOkMs === null ? '' : `, ${figures.averageOkMs} ms`;
  const bad = figures.failureRate >= 0.2;
  return element(
    'span',
    { className: bad ? 'health bad' : 'health' },
    `${figures.loads} loads, ${figures.failures} failed (${percent(figures.failureRate)})${time}`,
  );
}

function remoteCard(remote) {
  const list = element('dl');
  const row = (term, ...value) =>
    list.append(element('div', {}, element('dt', {}, term), element('dd', {}, ...value)));
  row(
    'Live',
    element('span', { className: 'version' }, remote.live?.version ?? '—'),
    health(remote.live),
  );
  if (remote.canary) {
    row(
      `Canary ${remote.canary.percent} %`,
      element('span', { className: 'version' }, remote.canary.version),
      health(remote.canary),
    );
  } else {
    row('Canary', 'none');
  }
  row('Last known good', element('span', { className: 'version' }, remote.lastKnownGood ?? 'none'));

  const actions = element('div', { className: 'actions' });
  const action = (label, kind, danger) => {
    const button = element('button', { type: 'button', className: danger ? 'danger' : '' }, label);
    button.addEventListener('click', () => openAction(kind, remote));
    actions.append(button);
  };
  action('Roll back', 'rollback', true);
  if (remote.canary) {
    action('Promote canary', 'promote', false);
    action('Abort canary', 'abort', true);
  }
  return element(
    'article',
    { className: 'remote panel', 'aria-label': remote.name },
    element('h3', {}, remote.name),
    list,
    actions,
  );
}

const ACTIONS = {
  rollback: {
    title: (r) => `Roll back ${r.name}`,
    text: (r) =>
      `Makes the version live before ${r.live?.version ?? 'the live one'} live again, for every visitor's next page load, and ends any canary.`,
    confirm: 'Roll back',
  },
  promote: {
    title: (r) => `Promote the canary of ${r.name}`,
    text: (r) => `Makes ${r.canary?.version} live for every visitor.`,
    confirm: 'Promote',
  },
  abort: {
    title: (r) => `Abort the canary of ${r.name}`,
    text: (r) => `Every visitor gets ${r.live?.version} again.`,
    confirm: 'Abort canary',
  },
};

function openAction(kind, remote) {
  pending = { kind, remote: remote.name };
  const action = ACTIONS[kind];
  $('action-title').textContent = action.title(remote);
  $('action-text').textContent = action.text(remote);
  $('action-confirm').textContent = action.confirm;
  $('action-confirm').className = kind === 'promote' ? 'primary' : 'danger primary';
  $('action-error').textContent = '';
  $('reason').value = '';
  $('action').showModal();
  $('reason').focus();
}

const DONE = {
  rollback: 'rolled back',
  promote: 'canary promoted',
  abort: 'canary aborted',
};

async function confirmAction(event) {
  event.preventDefault();
  if (!pending) return;
  const reason = $('reason').value.trim();
  if (reason.length < 3) {
    $('action-error').textContent = 'Give a reason: every change of what is live records why.';
    $('reason').focus();
    return;
  }
  $('action-confirm').disabled = true;
  try {
    const result = await call(`/${pending.kind}`, { remote: pending.remote, reason });
    $('action').close();
    $('message').textContent =
      `${result.name}: ${result.from ?? '(none)'} → ${result.to}, ${DONE[pending.kind]}.`;
    pending = undefined;
    await load();
  } catch (error) {
    if (error instanceof SignedOut) {
      $('action').close();
      signOut(error.message);
    } else {
      $('action-error').textContent = error.message;
    }
  } finally {
    $('action-confirm').disabled = false;
  }
}

function ledgerRow(entry) {
  const change = element(
    'span',
    { className: 'tag' },
    entry.canaryPercent ? `${entry.action} ${entry.canaryPercent} %` : entry.action,
  );
  const forced = entry.forced ? element('span', { className: 'tag forced' }, 'forced') : null;
  const cell = (label, className, ...children) =>
    element('td', { className, 'data-label': label }, ...children);
  return element(
    'tr',
    {},
    cell('When', 'when', istTime.format(new Date(entry.at))),
    cell('Remote', '', entry.name),
    cell('Change', '', change, forced ? ' ' : null, forced),
    cell('From → to', 'move version', `${entry.from ?? '(none)'} → ${entry.to ?? '(none)'}`),
    cell('By', '', entry.operator),
    cell('Reason', '', entry.reason),
  );
}

async function load() {
  try {
    const [me, status, history] = await Promise.all([
      call('/me'),
      call('/status'),
      call('/history'),
    ]);
    $('operator').textContent = me.operator;
    $('window').textContent = `Loads reported by browsers in the last ${status.minutes} minutes.`;
    $('remotes').replaceChildren(...status.remotes.map(remoteCard));
    if (status.remotes.length === 0) $('remotes').append(element('p', {}, 'Nothing is live yet.'));
    $('ledger').replaceChildren(...history.entries.slice(-200).reverse().map(ledgerRow));
    show(true);
  } catch (error) {
    if (error instanceof SignedOut) signOut(error.message);
    else $('message').textContent = error.message;
  }
}

function show(signedIn) {
  $('signin').hidden = signedIn;
  $('console').hidden = !signedIn;
  $('who').hidden = !signedIn;
}

function signOut(why = '') {
  credential = null;
  sessionStorage.removeItem(STORAGE_KEY);
  $('signin-error').textContent = why;
  $('message').textContent = '';
  show(false);
  $('credential').focus();
}

$('signin').addEventListener('submit', async (event) => {
  event.preventDefault();
  credential = $('credential').value.trim();
  $('credential').value = '';
  sessionStorage.setItem(STORAGE_KEY, credential);
  $('signin-error').textContent = '';
  await load();
});
$('sign-out').addEventListener('click', () => signOut());
$('refresh').addEventListener('click', () => {
  $('message').textContent = '';
  void load();
});
$('action-form').addEventListener('submit', confirmAction);
$('action-cancel').addEventListener('click', () => $('action').close());

if (credential) void load();
else show(false);
