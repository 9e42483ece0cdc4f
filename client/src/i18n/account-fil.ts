import type { AccountCatalogue } from './account-en';

/** The account page in Filipino: the same keys as account-en.ts. */
export const accountFil: AccountCatalogue = {
  nav: 'Account',
  title: 'Ang iyong account',
  signedInAs: (name: string) => `Naka-sign in bilang ${name}.`,
  loading: 'Kinukuha ang iyong account…',
  loadFailed: 'Hindi makuha ang iyong account. Pakisubukang muli.',
  locked: (minutes: number) =>
    `Napakaraming nabigong pag-sign in. Subukang muli pagkalipas ng ${minutes} minuto, o magtakda ng bagong password sa server gamit ang npm run admin:password: inaalis nito ang pagkaka-lock.`,
  codesLocked: (minutes: number) =>
    `Napakaraming maling code: naka-lock ang dalawang-hakbang na pag-sign in nang ${minutes} minuto. O magtakda ng bagong password sa server gamit ang npm run admin:password: inaalis nito ang pagkaka-lock.`,
  failed: 'Hindi iyon gumana. Pakisubukang muli.',

  password: {
    heading: 'Palitan ang password',
    current: 'Kasalukuyang password',
    next: 'Bagong password',
    confirm: 'Ulitin ang bagong password',
    hint: 'Hindi bababa sa 12 titik. Masa-sign out ang lahat ng ibang device; mananatiling naka-sign in ang isang ito.',
    submit: 'Palitan ang password',
    busy: 'Pinapalitan…',
    mismatch: 'Hindi magkapareho ang dalawang bagong password.',
    wrongCurrent: 'Mali ang kasalukuyang password.',
    tooShort: 'Masyadong maikli ang bagong password (hindi bababa sa 12 titik).',
    done: 'Napalitan na ang password. Na-sign out na ang ibang device.',
  },

  everywhere: {
    heading: 'Mag-sign out sa lahat',
    body: 'Masa-sign out ang bawat device kung saan ka naka-sign in, pati ang isang ito. Gamitin ito kung nag-sign in ka sa telepono o kompyuter na hindi sa iyo.',
    submit: 'Mag-sign out sa lahat',
    confirm: 'I-sign out ang bawat device, pati ang isang ito?',
  },

  twoFactor: {
    heading: 'Dalawang-hakbang na pag-sign in',
    off: 'Nakapatay. Password lamang ang kailangan sa pag-sign in.',
    on: (left: number) =>
      `Nakabukas. Kailangan sa pag-sign in ang password mo at isang code mula sa authenticator app. Natitirang recovery code: ${left}.`,
    start: 'Buksan ang dalawang-hakbang na pag-sign in',
    startHint: 'Ilagay ang kasalukuyang password para magsimula.',
    current: 'Kasalukuyang password',
    step1:
      'I-scan ang QR code na ito gamit ang iyong authenticator app (Google Authenticator, Aegis, 1Password…), o i-type ang susi, o buksan ang link sa iyong telepono.',
    qrAlt: 'QR code na ii-scan ng iyong authenticator app',
    key: 'Susi',
    uri: 'Address para sa app, para kopyahin',
    openInApp: 'Buksan sa authenticator app',
    step2: 'Pagkatapos, ilagay ang 6 na numerong code na ipinapakita ng app.',
    code: 'Code mula sa app',
    confirm: 'Buksan',
    badCode: 'Hindi tama ang code na iyan. Tingnan ang oras sa iyong telepono at ilagay ang kasalukuyang code.',
    codesHeading: 'Mga recovery code',
    codesBody:
      'Makakapag-sign in ka nang isang beses sa bawat code kapag nawala ang telepono mo. Itago ang mga ito sa ligtas na lugar: ngayon lamang ipapakita.',
    codesDone: 'Naitago ko na',
    turnedOn: 'Nakabukas na ang dalawang-hakbang na pag-sign in. Na-sign out na ang lahat ng ibang device.',
    turnOff: 'Patayin ang dalawang-hakbang na pag-sign in',
    turnOffHint: 'Ilagay ang kasalukuyang password at isang code mula sa iyong authenticator app (o isang recovery code) para patayin ito.',
    offCode: 'Code mula sa app, o isang recovery code',
    offBadCode: 'Hindi tama ang code na iyan. Ilagay ang kasalukuyang code mula sa app, o isang hindi pa nagagamit na recovery code.',
    turnedOff: 'Nakapatay na ang dalawang-hakbang na pag-sign in.',
    cancel: 'Kanselahin',
  },

  signIn: {
    codeHeading: 'Dalawang-hakbang na pag-sign in',
    codePrompt: 'Ilagay ang 6 na numerong code mula sa iyong authenticator app, o isa sa iyong mga recovery code.',
    code: 'Code',
    badCode: 'Hindi tama ang code na iyan. Ilagay ang kasalukuyang code, o isang hindi pa nagagamit na recovery code.',
    back: 'Gumamit ng ibang account',
  },
};
