import type { DemoGuide } from './demo-types';

export const TECH_TUTORIALS: DemoGuide[] = [
  {
    category: 'Tech Tutorials',
    status: 'published',
    daysAgo: 3,
    createdDaysAgo: 35,
    how: {
      title: 'How to learn the fundamentals of programming',
      slug: 'how-to-learn-the-fundamentals-of-programming',
      headerDescription:
        'A practical roadmap for complete beginners: which language to pick, which concepts to learn first and how to practise.',
      introduction:
        'Programming is a skill, like cooking or playing the guitar: you get good at it by doing it. You do not need an expensive course or a powerful laptop to start. This roadmap shows you what to learn, in what order, using **free** and reliable resources.',
      conclusion:
        'Pick one language, learn the core concepts in order, and write code every day, even for just 30 minutes. After a few months of small projects you will have real fundamentals that carry over to any language.',
      metaKeywords:
        'learn the fundamentals of programming, learn to code, programming for beginners, Python, JavaScript, coding Philippines',
      metaDescription:
        'Learn the fundamentals of programming step by step: choosing Python or JavaScript, core concepts, free resources and daily practice.',
    },
    paano: {
      title: 'Paano matutunan ang basics ng programming',
      slug: 'paano-matutunan-ang-basics-ng-programming',
      headerDescription:
        'Praktikal na roadmap para sa mga talagang baguhan: anong language ang pipiliin, anong concepts ang uunahin at paano mag-practice.',
      introduction:
        'Ang programming ay skill, parang pagluluto o pag-gigitara: gumagaling ka rito sa paggawa mismo. Hindi mo kailangan ng mamahaling kurso o malakas na laptop para magsimula. Ipinapakita ng roadmap na ito kung ano ang aaralin mo, at sa anong pagkakasunod-sunod, gamit ang mga **libre** at maaasahang resources.',
      conclusion:
        'Pumili ng isang language, aralin ang core concepts nang sunod-sunod, at mag-code araw-araw kahit 30 minuto lang. Pagkalipas ng ilang buwan ng maliliit na project, may matibay ka nang pundasyon na magagamit mo sa kahit anong language.',
      metaKeywords: 'paano matuto ng programming, basics ng programming, coding para sa baguhan, Python, JavaScript',
      metaDescription:
        'Matutunan ang basics ng programming nang paunti-unti: pagpili ng Python o JavaScript, core concepts, libreng resources at araw-araw na practice.',
    },
    sections: [
      {
        headingHow: 'Pick one language and one goal',
        headingPaano: 'Pumili ng isang language at isang goal',
        bulletsHow: [
          '**Python**: easy to read, and great for automation, data and first projects',
          '**JavaScript**: runs in every web browser and powers interactive websites',
          'Choose a goal you actually care about\n  A personal website\n  A script that renames hundreds of files for you\n  A small app that tracks your expenses',
        ],
        bulletsPaano: [
          '**Python**: madaling basahin, at swak sa automation, data at mga unang project',
          '**JavaScript**: tumatakbo sa kahit anong web browser at ito ang nagpapagana sa mga interactive na website',
          'Pumili ng goal na talagang gusto mo\n  Sariling website\n  Script na magre-rename ng daan-daang file para sa iyo\n  Maliit na app na nagtatala ng mga gastos mo',
        ],
      },
      {
        headingHow: 'Learn the core concepts in order',
        headingPaano: 'Aralin ang core concepts nang sunod-sunod',
        bulletsHow: [
          'Variables and data types: numbers, text (strings) and true or false values (booleans)',
          'Conditions and loops: `if`, `else`, `for` and `while`',
          'Functions: reusable blocks of code that take inputs and return outputs',
          'Data structures: lists or arrays, and dictionaries or objects',
          'Reading error messages and debugging, the skill you will use every single day',
        ],
        bulletsPaano: [
          'Variables at data types: numbers, text (strings) at true o false (booleans)',
          'Conditions at loops: `if`, `else`, `for` at `while`',
          'Functions: mga bahagi ng code na puwedeng gamitin nang paulit-ulit, may input at may output',
          'Data structures: lists o arrays, at dictionaries o objects',
          'Pagbasa ng error message at pag-debug, ang skill na gagamitin mo araw-araw',
        ],
      },
      {
        headingHow: '[p] Key insight',
        headingPaano: '[p] Tandaan',
        bulletsHow: [
          'You learn programming by **writing** code, not by watching videos about it. Aim for at least 30 minutes of hands-on coding a day; small, steady practice beats a weekend marathon.',
        ],
        bulletsPaano: [
          'Natututo ka ng programming sa **pagsusulat** ng code, hindi sa panonood lang ng videos tungkol dito. Targetin ang kahit 30 minutong aktuwal na pag-code araw-araw; mas epektibo ang maliit pero tuloy-tuloy na practice kaysa sa isang bagsakang marathon tuwing weekend.',
        ],
      },
      {
        headingHow: 'Set up and practise',
        headingPaano: 'Mag-set up at mag-practice',
        bulletsHow: [
          "Start in the browser with nothing to install\n  Use an online code editor, or the browser's developer console for JavaScript\n  Install Python and a code editor such as VS Code when you are ready",
          "Follow a structured free curriculum such as MDN's Learn web development or the official Python tutorial",
          'Build a small project after every topic, then improve it as you learn more',
        ],
        bulletsPaano: [
          'Magsimula sa browser, walang kailangang i-install\n  Gumamit ng online code editor, o ng developer console ng browser para sa JavaScript\n  Mag-install ng Python at ng code editor gaya ng VS Code kapag handa ka na',
          'Sundan ang isang libre at maayos na curriculum gaya ng Learn web development ng MDN o ng opisyal na Python tutorial',
          'Gumawa ng maliit na project pagkatapos ng bawat topic, tapos i-improve ito habang dumarami ang alam mo',
        ],
      },
      {
        headingHow: 'Keep growing',
        headingPaano: 'Tuloy-tuloy lang ang pag-level up',
        bulletsHow: [
          'Use Git and GitHub to save your progress and to show your work to future employers',
          'Ask good questions in communities: include your code, the exact error and what you already tried',
          "Read other people's code and explain it in your own words",
        ],
        bulletsPaano: [
          'Gamitin ang Git at GitHub para ma-save ang progress mo at maipakita ang gawa mo sa mga magiging employer',
          'Magtanong nang maayos sa mga community: isama ang code mo, ang eksaktong error at ang mga nasubukan mo na',
          'Magbasa ng code ng ibang tao at ipaliwanag ito sa sarili mong salita',
        ],
      },
    ],
    sources: ['https://developer.mozilla.org/en-US/docs/Learn', 'https://docs.python.org/3/tutorial/'],
  },
  {
    category: 'Tech Tutorials',
    status: 'published',
    daysAgo: 9,
    how: {
      title: 'How to secure your GCash and Maya accounts',
      slug: 'how-to-secure-your-gcash-and-maya-accounts',
      headerDescription:
        'Simple settings and habits that keep scammers out of your e-wallet, and what to do right away if something goes wrong.',
      introduction:
        'E-wallets like **GCash** and **Maya** are now where many Filipinos keep their money, which makes them a favourite target of scammers. Most losses do not come from clever hacking but from tricks that make people share an OTP or click a fake link. A few minutes of setup and a few firm habits protect you from almost all of them.',
      conclusion:
        'Lock the app, never share your OTP or MPIN, watch your transactions, and report problems immediately through official channels. These habits protect both your money and your name.',
      metaKeywords: 'GCash security, Maya security, OTP scam, MPIN, e-wallet safety, phishing Philippines',
      metaDescription:
        'How to protect your GCash and Maya accounts: MPIN and biometrics, OTP safety, spotting phishing, and where to report scams in the Philippines.',
    },
    paano: {
      title: 'Paano protektahan ang GCash at Maya account mo',
      slug: 'paano-protektahan-ang-gcash-at-maya-account-mo',
      headerDescription:
        'Mga simpleng settings at gawi para hindi makapasok ang scammer sa e-wallet mo, at ang dapat gawin agad kapag may nangyaring mali.',
      introduction:
        'Sa mga e-wallet gaya ng **GCash** at **Maya** na nakalagay ang pera ng maraming Pilipino, kaya paborito rin itong target ng mga scammer. Kadalasan, hindi galing sa matalinong pag-hack ang nananakaw kundi sa mga panlolokong nagpapabigay ng OTP o nagpapa-click ng pekeng link. Ilang minutong pag-set up at ilang matibay na gawi lang ang kailangan para protektado ka sa halos lahat ng ito.',
      conclusion:
        'I-lock ang app, huwag ibigay kailanman ang OTP o MPIN mo, bantayan ang mga transaksyon mo, at mag-report agad sa mga opisyal na channel kapag may problema. Pinoprotektahan ng mga gawing ito ang pera mo at ang pangalan mo.',
      metaKeywords: 'GCash security, Maya security, OTP scam, MPIN, ligtas na e-wallet, phishing',
      metaDescription:
        'Paano protektahan ang GCash at Maya account mo: MPIN at biometrics, pag-iingat sa OTP, pagkilala sa phishing, at kung saan magre-report ng scam.',
    },
    sections: [
      {
        headingHow: 'Lock down the app and the phone',
        headingPaano: 'I-lock nang maayos ang app at ang phone',
        bulletsHow: [
          'Use an MPIN or passcode that is not your birthday, 1234 or 0000',
          'Turn on biometric login (fingerprint or face) in the app, and a screen lock on the phone itself',
          'Download the apps only from Google Play or the App Store\n  Check that the developer is the official company\n  Never install an app from a link sent by text or chat',
        ],
        bulletsPaano: [
          'Gumamit ng MPIN o passcode na hindi birthday mo, 1234 o 0000',
          'I-on ang biometric login (fingerprint o face) sa app, at ang screen lock ng phone mismo',
          'Sa Google Play o App Store lang i-download ang mga app\n  Tiyaking ang opisyal na kompanya ang developer\n  Huwag kailanman mag-install ng app mula sa link na pinadala sa text o chat',
        ],
      },
      {
        headingHow: 'Guard your OTP',
        headingPaano: 'Bantayan ang OTP mo',
        bulletsHow: [
          'Your OTP is for you alone; GCash, Maya, banks and the BSP will never ask for it',
          'Read the whole OTP message, which says what the code is for; if you did not start that transaction, stop',
          'Ignore texts saying your account will be closed or that you won a prize, and never tap their links',
        ],
        bulletsPaano: [
          'Para sa iyo lang ang OTP mo; hindi ito kailanman hihingin ng GCash, Maya, mga bangko o ng BSP',
          'Basahin ang buong OTP message, nakasulat doon kung para saan ang code; kung hindi ikaw ang nag-umpisa ng transaksyon, huminto ka',
          'Huwag pansinin ang mga text na isasara raw ang account mo o nanalo ka raw ng premyo, at huwag na huwag i-tap ang link nila',
        ],
      },
      {
        headingHow: '[p] Key insight',
        headingPaano: '[p] Tandaan',
        bulletsHow: [
          'Most scammers do not hack accounts; they talk people into handing them over. **If someone contacts you first and asks for your OTP or MPIN, or asks you to "verify" through a link, it is a scam**, no matter how official they sound.',
        ],
        bulletsPaano: [
          'Karamihan sa mga scammer ay hindi nagha-hack ng account; kinukumbinsi nila ang tao na kusang ibigay ito. **Kapag may naunang kumontak sa iyo at hiningi ang OTP o MPIN mo, o pinapa-"verify" ka sa isang link, scam iyan**, gaano man kaopisyal ang dating nila.',
        ],
      },
      {
        headingHow: 'Watch your transactions',
        headingPaano: 'Bantayan ang mga transaksyon mo',
        bulletsHow: [
          'Turn on transaction notifications by SMS, e-mail or push',
          'Check your history every week for transfers you do not recognise',
          'Never lend your account or let others receive money through it; acting as a "money mule" is a crime under the Anti-Financial Account Scamming Act (RA 12010)',
        ],
        bulletsPaano: [
          'I-on ang notifications ng transaksyon sa SMS, e-mail o push',
          'Silipin linggo-linggo ang history mo para sa mga transfer na hindi mo kilala',
          'Huwag ipahiram ang account mo o ipagamit ito sa iba para tumanggap ng pera; krimen ang pagiging "money mule" sa ilalim ng Anti-Financial Account Scamming Act (RA 12010)',
        ],
      },
      {
        headingHow: 'If something goes wrong',
        headingPaano: 'Kapag may nangyaring mali',
        bulletsHow: [
          'Report it immediately through official channels\n  GCash: the Help Center in the app, or hotline 2882\n  Maya: the Help Center in the app',
          'Change your MPIN and passwords, and log out of devices you do not recognise',
          'Report scams to the CICC hotline 1326; if your e-wallet does not resolve your complaint, you can bring it to the BSP',
        ],
        bulletsPaano: [
          'I-report agad sa mga opisyal na channel\n  GCash: ang Help Center sa app, o ang hotline 2882\n  Maya: ang Help Center sa app',
          'Palitan ang MPIN at mga password mo, at i-log out ang mga device na hindi mo kilala',
          'I-report ang scam sa CICC hotline 1326; kung hindi inaayos ng e-wallet ang reklamo mo, puwede mo itong idulog sa BSP',
        ],
      },
    ],
    sources: ['https://www.bsp.gov.ph', 'https://cicc.gov.ph'],
  },
  {
    category: 'Tech Tutorials',
    status: 'published',
    daysAgo: 17,
    createdDaysAgo: 50,
    how: {
      title: 'How to create a strong password you can remember',
      slug: 'how-to-create-a-strong-password',
      headerDescription: 'Build long, unique passwords with the three-random-words method and let a password manager do the remembering.',
      introduction:
        "Weak and reused passwords are still one of the easiest ways into someone's accounts. The good news: a strong password does not have to be impossible to remember. **Length** and **uniqueness** matter far more than odd symbols.",
      conclusion:
        'Use long passphrases, a different one for every account, stored in a password manager, and turn on two-factor authentication. Start with your e-mail account today, then work through the rest.',
      metaKeywords: 'strong password, passphrase, password manager, two-factor authentication, 2FA, cybersecurity',
      metaDescription:
        'How to create strong, memorable passwords with passphrases, why you need a password manager, and how 2FA protects you when a password leaks.',
    },
    paano: {
      title: 'Paano gumawa ng malakas na password na madaling tandaan',
      slug: 'paano-gumawa-ng-malakas-na-password',
      headerDescription:
        'Gumawa ng mahahaba at kakaibang password gamit ang three-random-words method, at hayaang password manager ang tumanda nito para sa iyo.',
      introduction:
        'Ang mahina at paulit-ulit na password pa rin ang isa sa pinakamadaling daan para mapasok ang account ng isang tao. Ang magandang balita: hindi kailangang imposibleng tandaan ang malakas na password. Mas mahalaga ang **haba** at ang pagiging **iba-iba** nito kaysa sa mga kakaibang simbolo.',
      conclusion:
        'Gumamit ng mahahabang passphrase, iba-iba sa bawat account, na naka-save sa password manager, at i-on ang two-factor authentication. Simulan mo ngayon sa e-mail account mo, tapos isunod ang iba.',
      metaKeywords: 'malakas na password, passphrase, password manager, two-factor authentication, 2FA, seguridad online',
      metaDescription:
        'Paano gumawa ng malakas at madaling tandaang password gamit ang passphrase, bakit kailangan mo ng password manager, at paano ka pinoprotektahan ng 2FA.',
    },
    sections: [
      {
        headingHow: 'What makes a password strong',
        headingPaano: 'Ano ang nagpapalakas sa isang password',
        bulletsHow: [
          '**Long**: at least 16 characters; every extra character makes guessing much harder',
          '**Unique**: a different password for every account, so one leak does not open the rest',
          '**Unpredictable**: no names, birthdays, pets\' names or "Password123"',
        ],
        bulletsPaano: [
          '**Mahaba**: hindi bababa sa 16 na character; bawat dagdag na character ay lalong nagpapahirap manghula',
          '**Iba-iba**: ibang password sa bawat account, para hindi mabuksan ang lahat kapag may isang na-leak',
          '**Mahirap hulaan**: walang pangalan, birthday, pangalan ng alaga o "Password123"',
        ],
      },
      {
        headingHow: 'Use a passphrase',
        headingPaano: 'Gumamit ng passphrase',
        bulletsHow: [
          'Combine three or four random words, for example `kalamansi-Ulap-bisikleta-42`',
          'Make it memorable but not guessable\n  Pick words that have nothing to do with each other\n  Avoid song lyrics, famous quotes and your own details',
        ],
        bulletsPaano: [
          'Pagsamahin ang tatlo o apat na random na salita, halimbawa `kalamansi-Ulap-bisikleta-42`',
          "Gawin itong madaling tandaan pero mahirap hulaan\n  Pumili ng mga salitang walang kinalaman sa isa't isa\n  Iwasan ang lyrics ng kanta, sikat na kasabihan at personal na detalye mo",
        ],
      },
      {
        headingHow: 'Let a password manager remember them',
        headingPaano: 'Hayaang password manager ang tumanda',
        bulletsHow: [
          'A password manager creates and stores a unique password for every site',
          'You only need to remember one strong master password',
          'Use the one built into your phone or browser (Google Password Manager, Apple Passwords) or a dedicated password manager app',
        ],
        bulletsPaano: [
          'Ang password manager ang gumagawa at nagtatago ng kakaibang password para sa bawat site',
          'Isang malakas na master password lang ang kailangan mong tandaan',
          'Gamitin ang built-in sa phone o browser mo (Google Password Manager, Apple Passwords) o isang hiwalay na password manager app',
        ],
      },
      {
        headingHow: '[p] Key insight',
        headingPaano: '[p] Tandaan',
        bulletsHow: [
          'Even a great password can be phished. Turn on **two-factor authentication (2FA)** for your e-mail, bank, e-wallet and social media accounts; an authenticator app or a passkey is safer than a code sent by SMS.',
        ],
        bulletsPaano: [
          'Kahit gaano kaganda ang password mo, puwede pa rin itong manakaw sa phishing. I-on ang **two-factor authentication (2FA)** sa e-mail, bangko, e-wallet at social media accounts mo; mas ligtas ang authenticator app o passkey kaysa sa code na pinapadala sa SMS.',
        ],
      },
      {
        headingHow: 'Check and change',
        headingPaano: 'I-check at palitan kung kailangan',
        bulletsHow: [
          'Secure your e-mail first\n  It is the key to resetting all your other passwords\n  Add a recovery phone number and save your backup codes',
          'Change a password right away when a site reports a breach or you notice strange activity',
          'There is no need to change strong, unique passwords on a fixed schedule',
        ],
        bulletsPaano: [
          'Unahing i-secure ang e-mail mo\n  Ito ang susi sa pag-reset ng lahat ng iba mo pang password\n  Maglagay ng recovery phone number at i-save ang backup codes mo',
          'Palitan agad ang password kapag nag-anunsyo ang isang site ng data breach o may napansin kang kakaibang activity',
          'Hindi kailangang palitan sa takdang iskedyul ang mga password na malakas at iba-iba',
        ],
      },
    ],
    sources: [
      'https://www.cisa.gov/secure-our-world/use-strong-passwords',
      'https://www.ncsc.gov.uk/collection/top-tips-for-staying-secure-online/three-random-words',
    ],
  },
  {
    category: 'Tech Tutorials',
    status: 'published',
    daysAgo: 26,
    how: {
      title: 'How to speed up a slow Android phone',
      slug: 'how-to-speed-up-a-slow-android-phone',
      headerDescription:
        'Free, safe fixes for a laggy Android phone, from clearing storage to trimming background apps, before you think of buying a new one.',
      introduction:
        'A phone that takes forever to open an app is usually not broken; it is **full** or **overloaded**. Most of the fixes below take only a few minutes, cost nothing and need no extra apps. Menu names differ a little between brands, but the steps are the same.',
      conclusion:
        'Free up storage, remove apps you do not use, keep everything updated and restart regularly. If the phone is still slow after all that, a backup and factory reset usually makes it feel new again.',
      metaKeywords: 'slow Android phone, speed up Android, clear storage, clear cache, phone lag fix',
      metaDescription:
        'Speed up a slow Android phone for free: clear storage, manage background apps, update the system, and when to factory reset.',
    },
    paano: {
      title: 'Paano pabilisin ang mabagal na Android phone',
      slug: 'paano-pabilisin-ang-mabagal-na-android-phone',
      headerDescription:
        'Mga libre at ligtas na paraan para bumilis ang nagla-lag na Android phone, mula sa pagbabakante ng storage hanggang sa pagbabawas ng background apps, bago ka pa bumili ng bago.',
      introduction:
        'Kadalasan, hindi sira ang phone na ang tagal magbukas ng app; **puno** lang ito o **sobrang dami** ng pinapatakbo. Karamihan sa mga solusyon sa ibaba ay ilang minuto lang, libre, at walang kailangang i-install na ibang app. Medyo iba-iba ang pangalan ng menu depende sa brand, pero pareho lang ang mga hakbang.',
      conclusion:
        'Magbakante ng storage, tanggalin ang mga app na hindi mo ginagamit, laging mag-update at mag-restart nang regular. Kung mabagal pa rin pagkatapos ng lahat ng iyan, kadalasan ay parang bago ulit ang phone pagkatapos ng backup at factory reset.',
      metaKeywords: 'mabagal na Android phone, pabilisin ang phone, clear storage, clear cache, nagla-lag na cellphone',
      metaDescription:
        'Pabilisin ang mabagal na Android phone nang libre: magbakante ng storage, ayusin ang background apps, mag-update, at kung kailan dapat mag-factory reset.',
    },
    sections: [
      {
        headingHow: 'Free up storage',
        headingPaano: 'Magbakante ng storage',
        bulletsHow: [
          'Keep at least 10 to 15% of your storage free; phones slow down when nearly full',
          'Open Settings, then Storage\n  Delete large videos you have already backed up\n  Clear downloaded files and old voice messages from chat apps',
          'Uninstall apps you have not opened in a month',
        ],
        bulletsPaano: [
          'Mag-iwan ng kahit 10 hanggang 15% na bakanteng storage; bumabagal ang phone kapag halos puno na',
          'Buksan ang Settings, tapos ang Storage\n  Burahin ang malalaking video na naka-back up na\n  Linisin ang mga na-download na file at lumang voice message sa mga chat app',
          'I-uninstall ang mga app na isang buwan mo nang hindi nabubuksan',
        ],
      },
      {
        headingHow: 'Tame background apps',
        headingPaano: 'Bawasan ang mga app na tumatakbo sa background',
        bulletsHow: [
          'Disable or uninstall pre-installed apps you never use',
          'Use lighter versions of apps where they exist, such as Facebook Lite',
          'Turn off notifications and background data for apps that do not need them',
          'When one app misbehaves, clear its cache\n  Settings, then Apps, then choose the app\n  Storage, then Clear cache',
        ],
        bulletsPaano: [
          'I-disable o i-uninstall ang mga pre-installed na app na hindi mo ginagamit',
          'Gumamit ng lite na bersyon ng app kung mayroon, gaya ng Facebook Lite',
          'I-off ang notifications at background data ng mga app na hindi naman kailangan',
          'Kapag may isang app na nagloloko, i-clear ang cache nito\n  Settings, tapos Apps, tapos piliin ang app\n  Storage, tapos Clear cache',
        ],
      },
      {
        headingHow: '[p] Key insight',
        headingPaano: '[p] Tandaan',
        bulletsHow: [
          'You do not need a "cleaner" or "booster" app. Android already manages memory by itself, and many of these apps run in the background and show ads, which can make your phone *slower*.',
        ],
        bulletsPaano: [
          'Hindi mo kailangan ng "cleaner" o "booster" na app. Kusa nang inaayos ng Android ang memory nito, at marami sa mga app na iyan ang tumatakbo sa background at nagpapakita ng ads, kaya puwede pa nilang *pabagalin* ang phone mo.',
        ],
      },
      {
        headingHow: 'Keep it updated and restart regularly',
        headingPaano: 'Laging mag-update at mag-restart',
        bulletsHow: [
          'Install Android system updates and Google Play system updates when offered',
          'Update your apps from Google Play',
          'Restart the phone at least once a week to clear stuck processes',
        ],
        bulletsPaano: [
          'I-install ang Android system update at Google Play system update kapag mayroon',
          'I-update ang mga app mo sa Google Play',
          'I-restart ang phone kahit isang beses sa isang linggo para matigil ang mga prosesong na-stuck',
        ],
      },
      {
        headingHow: 'Last resort: factory reset',
        headingPaano: 'Huling opsyon: factory reset',
        bulletsHow: [
          "Back up first\n  Photos and videos to Google Photos or a computer\n  Chats through each app's own backup setting",
          'Make sure you know your Google account password, or the phone will stay locked after the reset',
          'Reinstall only the apps you really use',
        ],
        bulletsPaano: [
          'Mag-back up muna\n  Photos at videos sa Google Photos o sa computer\n  Mga chat gamit ang sariling backup setting ng bawat app',
          'Siguraduhing alam mo ang password ng Google account mo, kung hindi ay mala-lock ang phone pagkatapos ng reset',
          'I-install ulit ang mga app na talagang ginagamit mo lang',
        ],
      },
    ],
    sources: ['https://support.google.com/android'],
  },
  {
    category: 'Tech Tutorials',
    status: 'draft',
    daysAgo: 1,
    createdDaysAgo: 4,
    how: {
      title: 'How to back up the photos on your phone',
      slug: 'how-to-back-up-the-photos-on-your-phone',
      headerDescription: 'Keep your photos safe from a lost, stolen or broken phone with automatic backups.',
      introduction:
        'A lost or broken phone can take years of memories with it. Backing up takes a few minutes to set up and then runs **on its own**.',
      conclusion: 'Set up one automatic backup today, then add a second copy when you can.',
      metaKeywords: 'back up photos, Google Photos, iCloud, 3-2-1 backup',
      metaDescription: 'How to back up the photos on your phone with the cloud, a computer and the 3-2-1 rule.',
    },
    paano: {
      title: 'Paano mag-back up ng mga photo sa phone mo',
      slug: 'paano-mag-back-up-ng-mga-photo-sa-phone-mo',
      headerDescription: 'Protektahan ang mga photo mo kahit mawala, manakaw o masira ang phone, gamit ang automatic backup.',
      introduction:
        'Puwedeng madamay ang ilang taon ng alaala kapag nawala o nasira ang phone mo. Ilang minuto lang ang pag-set up ng backup, at pagkatapos ay **kusa na itong tatakbo**.',
      conclusion: 'Mag-set up ng isang automatic backup ngayon, tapos magdagdag ng pangalawang kopya kapag kaya na.',
      metaKeywords: 'mag-back up ng photos, Google Photos, iCloud, 3-2-1 backup',
      metaDescription: 'Paano mag-back up ng mga photo sa phone gamit ang cloud, computer at ang 3-2-1 rule.',
    },
    sections: [
      {
        headingHow: 'Choose where your copies go',
        headingPaano: 'Piliin kung saan mapupunta ang mga kopya',
        bulletsHow: [
          'Cloud: Google Photos or iCloud Photos copy new photos automatically over Wi-Fi',
          'Computer or external drive: an offline copy that you control',
        ],
        bulletsPaano: [
          'Cloud: kusang kinokopya ng Google Photos o iCloud Photos ang mga bagong photo kapag naka-Wi-Fi',
          'Computer o external drive: offline na kopya na ikaw ang may kontrol',
        ],
      },
      {
        headingHow: 'Follow the 3-2-1 rule',
        headingPaano: 'Sundin ang 3-2-1 rule',
        bulletsHow: [
          'Keep important photos in three places\n  3 copies in total\n  2 different kinds of storage\n  1 copy outside your home',
          'For most people, the phone plus one cloud backup plus one external drive is enough',
        ],
        bulletsPaano: [
          'Itago ang mahahalagang photo sa tatlong lugar\n  3 kopya lahat-lahat\n  2 magkaibang klase ng storage\n  1 kopya sa labas ng bahay mo',
          'Para sa karamihan, sapat na ang phone, isang cloud backup at isang external drive',
        ],
      },
      {
        headingHow: '[p] Key insight',
        headingPaano: '[p] Tandaan',
        bulletsHow: [
          'A backup you never checked is not a backup. Every few months, open a few old photos from your backup to make sure they are really there.',
        ],
        bulletsPaano: [
          'Hindi backup ang backup na hindi mo pa nasisilip kahit minsan. Kada ilang buwan, magbukas ng ilang lumang photo mula sa backup mo para makasigurong nandoon talaga sila.',
        ],
      },
    ],
    sources: ['https://support.google.com/photos'],
  },
];
