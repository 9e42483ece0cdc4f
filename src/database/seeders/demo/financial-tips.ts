import type { DemoGuide } from './demo-types';

export const FINANCIAL_TIPS: DemoGuide[] = [
  {
    category: 'Financial Tips',
    status: 'published',
    daysAgo: 2,
    createdDaysAgo: 40,
    how: {
      title: 'How to start investing in the Philippines',
      slug: 'how-to-start-investing-in-the-philippines',
      headerDescription: 'A step-by-step plan for first-time investors, from your emergency fund to your first MP2, bond or index fund.',
      introduction:
        'Investing is how your money keeps up with inflation and grows over time. You do not need to be rich to start: many Philippine options accept **₱500 to ₱5,000**. What matters most is doing things in the right order, so that one bad month never forces you to sell at a loss.',
      conclusion:
        'Start with the basics: an emergency fund, no high-interest debt, then small regular investments in products you understand. How long you stay invested matters far more than how much you start with.',
      metaKeywords: 'how to start investing, investing Philippines, Pag-IBIG MP2, retail treasury bonds, UITF, index fund, stocks',
      metaDescription:
        'A beginner-friendly plan for investing in the Philippines: emergency fund, Pag-IBIG MP2, Retail Treasury Bonds, funds and stocks, and how to avoid scams.',
    },
    paano: {
      title: 'Paano magsimulang mag-invest sa Pilipinas',
      slug: 'paano-magsimulang-mag-invest-sa-pilipinas',
      headerDescription:
        'Step-by-step na plano para sa mga first-time investor, mula sa emergency fund hanggang sa una mong MP2, bond o index fund.',
      introduction:
        'Sa pag-i-invest, napapalago mo ang pera mo para hindi ito malamon ng inflation. Hindi mo kailangang maging mayaman para magsimula: maraming investment sa Pilipinas ang puwede sa **₱500 hanggang ₱5,000**. Ang pinakamahalaga ay tama ang pagkakasunod-sunod ng gagawin mo, para hindi ka mapilitang magbenta nang lugi kapag may biglaang gastos.',
      conclusion:
        'Unahin ang basics: emergency fund, walang utang na malaki ang interes, tapos maliliit pero regular na investment sa mga produktong naiintindihan mo. Mas mahalaga kung gaano ka katagal naka-invest kaysa kung magkano ang panimula mo.',
      metaKeywords: 'paano mag-invest, investment sa Pilipinas, Pag-IBIG MP2, RTB, UITF, index fund, stocks, ipon',
      metaDescription:
        'Gabay para sa mga baguhan sa pag-i-invest sa Pilipinas: emergency fund, Pag-IBIG MP2, Retail Treasury Bonds, funds at stocks, at kung paano iiwas sa scam.',
    },
    sections: [
      {
        headingHow: 'Get your foundation ready first',
        headingPaano: 'Ihanda muna ang pundasyon',
        bulletsHow: [
          'Build an emergency fund worth 3 to 6 months of expenses\n  Keep it in a savings account or digital bank you can withdraw from anytime\n  Example: if you spend ₱18,000 a month, aim for ₱54,000 to ₱108,000',
          'Pay off high-interest debt first, such as unpaid credit card balances and online lending apps; their interest is usually higher than any safe investment return',
          'Make sure you have basic health coverage (PhilHealth, plus an HMO if your employer provides one) so one hospital bill does not wipe out your investments',
        ],
        bulletsPaano: [
          'Mag-ipon muna ng emergency fund na katumbas ng 3 hanggang 6 na buwang gastos\n  Ilagay ito sa savings account o digital bank na madaling i-withdraw\n  Halimbawa: kung ₱18,000 ang gastos mo kada buwan, target mo ang ₱54,000 hanggang ₱108,000',
          'Bayaran muna ang mga utang na malaki ang interes, gaya ng credit card at online lending apps; kadalasan mas mataas pa ang interes nila kaysa sa kikitain mo sa ligtas na investment',
          'Siguraduhing may health coverage ka (PhilHealth, at HMO kung bigay ng employer mo) para hindi maubos ang investment mo sa isang bill sa ospital',
        ],
      },
      {
        headingHow: '[p] Key insight',
        headingPaano: '[p] Tandaan',
        bulletsHow: [
          "Invest only money you will not need for at least **3 to 5 years**. Money for next month's rent belongs in savings, not in the stock market.",
        ],
        bulletsPaano: [
          'Ang i-invest mo lang ay perang hindi mo kakailanganin sa loob ng **3 hanggang 5 taon**. Ang pambayad sa upa sa susunod na buwan ay dapat nasa savings, hindi sa stock market.',
        ],
      },
      {
        headingHow: 'Choose beginner-friendly options',
        headingPaano: 'Pumili ng mga investment na pang-beginner',
        bulletsHow: [
          '**Pag-IBIG MP2**: a voluntary 5-year savings program with tax-free dividends that you can start with ₱500\n  Enroll online through Virtual Pag-IBIG\n  Pay at Pag-IBIG branches or through its accredited payment channels',
          '**Retail Treasury Bonds (RTBs)**: government bonds offered by the Bureau of the Treasury through partner banks, usually from ₱5,000',
          '**Mutual funds and UITFs**: pooled funds managed by professionals; compare the fees, and choose an index or balanced fund if you are unsure',
          '**Stocks**: open an account with a stockbroker accredited by the Philippine Stock Exchange; some let you start with ₱1,000 to ₱5,000',
        ],
        bulletsPaano: [
          '**Pag-IBIG MP2**: boluntaryong 5-year savings program na tax-free ang dividends, at puwede kang magsimula sa ₱500\n  Mag-enroll online sa Virtual Pag-IBIG\n  Magbayad sa Pag-IBIG branch o sa mga accredited payment channel nila',
          '**Retail Treasury Bonds (RTBs)**: bond ng gobyerno na inaalok ng Bureau of the Treasury sa pamamagitan ng mga partner bank, kadalasan mula ₱5,000',
          '**Mutual funds at UITF**: pinagsama-samang pondo na hawak ng mga propesyonal; ikumpara ang fees, at pumili ng index o balanced fund kung hindi ka pa sigurado',
          '**Stocks**: magbukas ng account sa stockbroker na accredited ng Philippine Stock Exchange; may mga puwedeng simulan sa ₱1,000 hanggang ₱5,000',
        ],
      },
      {
        headingHow: 'Make it a habit',
        headingPaano: 'Gawin itong habit',
        bulletsHow: [
          'Invest a fixed amount every payday (peso-cost averaging) instead of trying to guess the best time to buy',
          'Automate it with an auto-debit or a payday reminder every 15th and 30th',
          'Review your investments once or twice a year, not every day; short-term drops are normal',
        ],
        bulletsPaano: [
          'Mag-invest ng parehong halaga tuwing sweldo (peso-cost averaging) sa halip na hulaan kung kailan ang tamang oras para bumili',
          'I-automate ito gamit ang auto-debit o reminder tuwing kinsenas at katapusan',
          'Silipin ang investments mo isa o dalawang beses sa isang taon, hindi araw-araw; normal lang ang panandaliang pagbaba',
        ],
      },
      {
        headingHow: 'Avoid investment scams',
        headingPaano: 'Iwasan ang investment scam',
        bulletsHow: [
          'Be suspicious of "guaranteed" high returns such as "double your money in 30 days"',
          'Check with the SEC: a company needs a *secondary license* to sell investments, not just an SEC registration\n  Search the SEC advisories before you send any money',
          'Never send "investment" money to someone\'s personal GCash, Maya or bank account',
        ],
        bulletsPaano: [
          'Mag-ingat sa mga "siguradong" malaking kita gaya ng "doble ang pera mo sa loob ng 30 araw"',
          'I-check sa SEC: kailangan ng kompanya ng *secondary license* para magbenta ng investment, hindi sapat ang SEC registration lang\n  Hanapin muna sa mga SEC advisory bago ka magpadala ng pera',
          'Huwag kailanman magpadala ng pang-"invest" sa personal na GCash, Maya o bank account ng kung sino',
        ],
      },
    ],
    sources: ['https://www.pagibigfund.gov.ph', 'https://www.treasury.gov.ph', 'https://www.sec.gov.ph'],
  },
  {
    category: 'Financial Tips',
    status: 'published',
    daysAgo: 5,
    createdDaysAgo: 21,
    how: {
      title: "How cryptocurrency works: a beginner's guide",
      slug: 'how-cryptocurrency-works',
      headerDescription: 'What a blockchain, a wallet and a private key really are, and how to avoid the most common crypto scams.',
      introduction:
        'Cryptocurrency is digital money that no central bank issues. Instead, a network of computers keeps a shared record of who owns what, called a **blockchain**. Before you buy any, understand how it works and why its price can swing by 10% or more in a single day.',
      conclusion:
        'Crypto runs on a shared ledger secured by cryptography, and your keys are what prove you own your coins. Learn the basics, use registered platforms, and treat crypto as a high-risk part of your money, never as your emergency fund.',
      metaKeywords: 'how crypto works, cryptocurrency, blockchain, bitcoin, crypto wallet, crypto scam Philippines',
      metaDescription:
        'A plain-language explanation of how cryptocurrency works: blockchains, wallets, private keys, and how to buy safely in the Philippines.',
    },
    paano: {
      title: 'Paano gumagana ang cryptocurrency?',
      slug: 'paano-gumagana-ang-cryptocurrency',
      headerDescription: 'Ano ba talaga ang blockchain, wallet at private key, at paano iiwas sa mga karaniwang crypto scam.',
      introduction:
        'Ang cryptocurrency ay digital na pera na hindi inilalabas ng kahit anong central bank. Sa halip, isang network ng mga computer ang nagtatago ng iisang record kung sino ang may-ari ng ano, at ito ang tinatawag na **blockchain**. Bago ka bumili, intindihin muna kung paano ito gumagana at kung bakit puwedeng gumalaw nang 10% o higit pa ang presyo nito sa isang araw lang.',
      conclusion:
        'Tumatakbo ang crypto sa iisang ledger na pinoprotektahan ng cryptography, at ang keys mo ang patunay na sa iyo ang coins mo. Pag-aralan ang basics, gumamit ng rehistradong platform, at ituring ang crypto na high-risk na bahagi ng pera mo, hindi kailanman bilang emergency fund.',
      metaKeywords: 'paano gumagana ang crypto, cryptocurrency, blockchain, bitcoin, crypto wallet, crypto scam',
      metaDescription:
        'Simpleng paliwanag kung paano gumagana ang cryptocurrency: blockchain, wallet, private key, at kung paano bumili nang ligtas sa Pilipinas.',
    },
    sections: [
      {
        headingHow: 'The blockchain in plain words',
        headingPaano: 'Ang blockchain sa simpleng salita',
        bulletsHow: [
          'A blockchain is a public ledger, a list of every transaction, copied across thousands of computers',
          'New transactions are grouped into *blocks*; each block is linked to the one before it, so changing old records is practically impossible',
          'The computers agree on the next block through rules called *consensus*\n  Bitcoin uses proof of work, also known as mining\n  Ethereum uses proof of stake, where validators lock up coins as a guarantee',
        ],
        bulletsPaano: [
          'Ang blockchain ay pampublikong ledger, isang listahan ng lahat ng transaksyon, na may kopya sa libu-libong computer',
          'Pinagsasama-sama ang mga bagong transaksyon sa mga *block*; nakakabit ang bawat block sa nauna rito, kaya halos imposibleng baguhin ang lumang record',
          'Nagkakasundo ang mga computer sa susunod na block gamit ang mga patakarang tinatawag na *consensus*\n  Proof of work ang gamit ng Bitcoin, o ang tinatawag na mining\n  Proof of stake ang gamit ng Ethereum, kung saan naglalagak ng coins ang mga validator bilang garantiya',
        ],
      },
      {
        headingHow: 'Wallets and keys',
        headingPaano: 'Wallet at keys',
        bulletsHow: [
          'Your wallet holds **keys**, not coins; the coins themselves stay on the blockchain',
          'The *public address* is like an account number you can share; the *private key* or seed phrase is like your PIN and must never be shared',
          'Custodial wallets (exchanges and apps) keep the keys for you\n  Self-custody wallets let you hold the keys yourself\n  Lose the seed phrase of a self-custody wallet and the coins are gone for good',
        ],
        bulletsPaano: [
          '**Keys** ang laman ng wallet mo, hindi coins; ang coins mismo ay nananatili sa blockchain',
          'Ang *public address* ay parang account number na puwede mong ibigay; ang *private key* o seed phrase ay parang PIN mo at hindi dapat ibigay kahit kanino',
          'Sa custodial wallet (exchange o app), sila ang may hawak ng keys mo\n  Sa self-custody wallet, ikaw mismo ang may hawak ng keys\n  Kapag nawala mo ang seed phrase ng self-custody wallet, wala na talaga ang coins mo',
        ],
      },
      {
        headingHow: '[p] Key insight',
        headingPaano: '[p] Tandaan',
        bulletsHow: [
          'Crypto is **not legal tender** in the Philippines and is not covered by PDIC deposit insurance. Its price depends only on what buyers are willing to pay, so put in only money you can afford to lose.',
        ],
        bulletsPaano: [
          '**Hindi legal tender** ang crypto sa Pilipinas at hindi ito sakop ng deposit insurance ng PDIC. Nakadepende lang ang presyo nito sa handang ibayad ng mga bumibili, kaya ang ilagay mo lang ay perang kaya mong mawala.',
        ],
      },
      {
        headingHow: 'Buying crypto safely in the Philippines',
        headingPaano: 'Paano bumili nang ligtas sa Pilipinas',
        bulletsHow: [
          'Use only platforms registered with Philippine regulators\n  The BSP publishes its list of licensed virtual asset service providers\n  The SEC publishes advisories against unregistered crypto platforms',
          'Turn on two-factor authentication and use a unique password for your exchange account',
          'Start small; a few hundred pesos is enough to learn how buying, sending and receiving work',
          'Keep a record of every purchase and sale, with dates and amounts',
        ],
        bulletsPaano: [
          'Gumamit lang ng platform na rehistrado sa mga regulator sa Pilipinas\n  May listahan ang BSP ng mga lisensyadong virtual asset service provider\n  Naglalabas ang SEC ng mga advisory laban sa mga hindi rehistradong crypto platform',
          'I-on ang two-factor authentication at gumamit ng password na para lang sa exchange account mo',
          'Magsimula sa maliit; sapat na ang ilang daang piso para matutunan kung paano bumili, magpadala at tumanggap',
          'Itala ang bawat bili at benta, kasama ang petsa at halaga',
        ],
      },
      {
        headingHow: 'Red flags of crypto scams',
        headingPaano: 'Mga senyales ng crypto scam',
        bulletsHow: [
          'Guaranteed daily or weekly returns, or "pay-ins" to a so-called trading expert',
          'Someone you met online or on a dating app pushing you to invest',
          'Anyone asking for your seed phrase, private key or OTP; no legitimate platform asks for these',
        ],
        bulletsPaano: [
          'May "garantisadong" kita araw-araw o linggo-linggo, o pinapa-"pay-in" ka sa isang trading expert daw',
          'Taong nakilala mo lang online o sa dating app na pinipilit kang mag-invest',
          'Sinumang humihingi ng seed phrase, private key o OTP mo; walang lehitimong platform na humihingi nito',
        ],
      },
    ],
    sources: ['https://www.bsp.gov.ph', 'https://www.sec.gov.ph', 'https://bitcoin.org/bitcoin.pdf'],
  },
  {
    category: 'Financial Tips',
    status: 'published',
    daysAgo: 0,
    createdDaysAgo: 12,
    how: {
      title: 'How to budget your salary',
      slug: 'how-to-budget-your-salary',
      headerDescription: 'A simple payday system, based on the 50/30/20 rule and the 15th-and-30th pay cycle, that works on any salary.',
      introduction:
        'Running out of money before the next payday is common, but it is usually a planning problem, not an income problem. A budget is simply a plan for every peso *before* you spend it. Here is a system that fits the twice-a-month payday most Filipino workers have.',
      conclusion:
        'Know your net pay, save first, give every payday a job, and review every two weeks. Within two or three pay cycles you will know exactly where your money goes and how much you can really save.',
      metaKeywords: 'how to budget salary, budgeting Philippines, 50/30/20 rule, kinsenas katapusan, ipon, emergency fund',
      metaDescription:
        'A practical way to budget your salary in the Philippines with the 50/30/20 rule, payday envelopes in GCash or Maya, and an emergency fund.',
      needs: [
        { item: 'Your latest payslip', note: 'the net amount you actually receive' },
        { item: 'Your bills from last month', note: 'rent, electricity, water, internet, load' },
        { item: 'A notebook or a budgeting app', note: 'a phone spreadsheet works too' },
      ],
      tips: [
        'Round your expenses **up** and your income **down**: a budget with a little slack survives surprises.',
        'Review the plan on the first payday of every month; your needs change and so should the numbers.',
      ],
      warnings: ['Avoid online lending apps to cover a short month: their fees can double what you owe within weeks.'],
    },
    paano: {
      title: 'Paano mag-budget ng sweldo',
      slug: 'paano-mag-budget-ng-sweldo',
      headerDescription:
        'Simpleng sistema tuwing sweldo, gamit ang 50/30/20 rule at ang kinsenas at katapusan, na swak sa kahit anong sahod.',
      introduction:
        'Karaniwan na ang maubusan ng pera bago pa dumating ang susunod na sweldo, pero kadalasan problema ito sa pagpaplano, hindi sa kita. Ang budget ay plano lang para sa bawat piso *bago* mo ito gastusin. Heto ang sistemang swak sa kinsenas at katapusan na sweldo ng karamihan sa mga Pilipinong empleyado.',
      conclusion:
        'Alamin ang net pay mo, mag-ipon muna bago gumastos, bigyan ng trabaho ang bawat sweldo, at mag-review kada dalawang linggo. Pagkalipas ng dalawa o tatlong sweldo, alam mo na kung saan napupunta ang pera mo at kung magkano talaga ang kaya mong ipunin.',
      metaKeywords: 'paano mag-budget, budget ng sweldo, 50/30/20 rule, kinsenas katapusan, ipon, emergency fund',
      metaDescription:
        'Praktikal na paraan ng pag-budget ng sweldo: 50/30/20 rule, hiwa-hiwalay na "sobre" sa GCash o Maya, at emergency fund.',
      needs: [
        { item: 'Pinakahuling payslip mo', note: 'ang netong halagang talagang natatanggap mo' },
        { item: 'Mga bill mo noong nakaraang buwan', note: 'upa, kuryente, tubig, internet, load' },
        { item: 'Notebook o budgeting app', note: 'puwede rin ang spreadsheet sa telepono' },
      ],
      tips: [
        'Itaas ang tantiya sa gastos at ibaba ang tantiya sa kita: mas tumatagal ang budget na may kaunting palugit.',
        'Balikan ang plano tuwing unang sweldo ng buwan; nagbabago ang pangangailangan mo, kaya dapat ding magbago ang mga numero.',
      ],
      warnings: [
        'Iwasan ang online lending apps para punan ang kulang na buwan: puwedeng dumoble ang utang mo sa loob ng ilang linggo dahil sa fees.',
      ],
    },
    atAGlance: { time_minutes: 60, time_max_minutes: 90, cost_min: 0, difficulty: 'easy' },
    sections: [
      {
        headingHow: 'Know your real numbers',
        headingPaano: 'Alamin ang totoong pera mo',
        bulletsHow: [
          'Start from your **net pay**, what actually lands in your account after tax, SSS, PhilHealth and Pag-IBIG deductions',
          'List your fixed expenses: rent, electricity, water, internet, transport, mobile load and loan payments',
          'Track every expense for two weeks\n  Use a notes app, a spreadsheet or a budgeting app\n  Include small items like coffee, delivery fees and e-wallet transfers',
        ],
        bulletsPaano: [
          'Magsimula sa **net pay** mo, ang talagang pumapasok sa account mo matapos ang kaltas para sa tax, SSS, PhilHealth at Pag-IBIG',
          'Ilista ang mga fixed na gastos: upa, kuryente, tubig, internet, pamasahe, load at hulog sa utang',
          'Itala ang lahat ng gastos mo sa loob ng dalawang linggo\n  Gumamit ng notes app, spreadsheet o budgeting app\n  Isama pati ang maliliit, gaya ng kape, delivery fee at padala sa e-wallet',
        ],
      },
      {
        headingHow: 'Use the 50/30/20 rule as a starting point',
        headingPaano: 'Gamitin ang 50/30/20 rule bilang panimula',
        bulletsHow: [
          '50% for needs: rent, food, bills and transport',
          '30% for wants: eating out, shopping and subscriptions',
          '20% for savings and extra debt payments',
          'Example on a ₱20,000 net salary:\n  ₱10,000 for needs\n  ₱6,000 for wants\n  ₱4,000 for savings',
          'Adjust the split to your life; if rent takes a big share, 60/20/20 may be more realistic',
        ],
        bulletsPaano: [
          '50% para sa pangangailangan: upa, pagkain, bills at pamasahe',
          '30% para sa gusto: kain sa labas, shopping at subscriptions',
          '20% para sa ipon at dagdag na bayad sa utang',
          'Halimbawa sa ₱20,000 na net na sweldo:\n  ₱10,000 sa pangangailangan\n  ₱6,000 sa gusto\n  ₱4,000 sa ipon',
          'I-adjust ang hatian ayon sa sitwasyon mo; kung malaki ang kinakain ng upa, mas makatotohanan ang 60/20/20',
        ],
      },
      {
        headingHow: '[p] Key insight',
        headingPaano: '[p] Tandaan',
        bulletsHow: [
          '**Pay yourself first.** Move your savings out on payday, before any spending. What is left is what you can spend, not the other way around.',
        ],
        bulletsPaano: [
          '**Bayaran mo muna ang sarili mo.** Ihiwalay agad ang ipon pagdating ng sweldo, bago ka gumastos ng kahit ano. Ang matitira ang puwede mong gastusin, hindi ang kabaligtaran.',
        ],
      },
      {
        headingHow: 'Plan around the 15th and the 30th',
        headingPaano: 'Magplano ayon sa kinsenas at katapusan',
        bulletsHow: [
          'Assign bills to each payday, for example rent from the 30th pay and utilities and load from the 15th pay',
          'Split your money into "envelopes"\n  Use separate savings accounts or e-wallet savings features for bills, food and savings\n  GCash and Maya both have savings features inside the app',
          'Prepare for yearly expenses like tuition, Christmas and birthdays by dividing each amount by 24 paydays',
        ],
        bulletsPaano: [
          'Itakda kung aling bills ang babayaran sa bawat sweldo, halimbawa upa sa katapusan at kuryente, tubig at load sa kinsenas',
          'Hatiin ang pera mo sa mga "sobre"\n  Gumamit ng magkakahiwalay na savings account o savings feature ng e-wallet para sa bills, pagkain at ipon\n  May savings feature sa loob ng app ang GCash at Maya',
          'Paghandaan ang mga taunang gastos gaya ng tuition, Pasko at birthday; hatiin ang bawat halaga sa 24 na sweldo',
        ],
        steps: [
          {
            action_how: 'On payday, move your savings first',
            action_paano: 'Pagdating ng sweldo, ilipat muna ang ipon',
            details_how: ['Transfer the savings share to its own account before you spend anything'],
            details_paano: ['Ilipat ang bahagi para sa ipon sa sarili nitong account bago gumastos ng kahit ano'],
          },
          {
            action_how: 'Pay the bills due before the next payday',
            action_paano: 'Bayaran ang bills na due bago ang susunod na sweldo',
            details_how: ['Pay online the same day so nothing is forgotten'],
            details_paano: ['Magbayad online sa araw ding iyon para walang makalimutan'],
          },
          {
            action_how: 'Split what is left into your envelopes',
            action_paano: 'Hatiin ang natira sa mga "sobre" mo',
            details_how: ['Food, transport and a small amount for wants'],
            details_paano: ['Pagkain, pamasahe at kaunti para sa gusto mo'],
          },
        ],
      },
      {
        headingHow: 'Stay on track',
        headingPaano: 'Panatilihin ang plano',
        bulletsHow: [
          'Review your spending every payday; ten minutes is enough',
          'Build an emergency fund of 3 to 6 months of expenses in an account insured by PDIC',
          'Avoid borrowing for wants; if you must borrow, compare the total cost, not just the monthly payment',
        ],
        bulletsPaano: [
          'I-review ang gastos mo tuwing sweldo; sapat na ang sampung minuto',
          'Mag-ipon ng emergency fund na 3 hanggang 6 na buwang gastos sa account na insured ng PDIC',
          'Iwasang mangutang para sa mga gusto lang; kung kailangan talaga, ikumpara ang kabuuang babayaran, hindi lang ang hulog kada buwan',
        ],
      },
    ],
    sources: ['https://www.bsp.gov.ph', 'https://www.pdic.gov.ph'],
  },
  {
    category: 'Financial Tips',
    status: 'published',
    daysAgo: 31,
    how: {
      title: 'How to check your SSS, PhilHealth and Pag-IBIG contributions online',
      slug: 'how-to-check-sss-philhealth-pag-ibig-contributions',
      headerDescription:
        'Make sure your employer is remitting your contributions, and see which benefits you can already claim, in a few minutes online.',
      introduction:
        'Your **SSS, PhilHealth and Pag-IBIG** contributions decide which loans and benefits you can get, from sickness and maternity benefits to housing loans. Employers must deduct and remit them every month, but missed remittances do happen. Checking online takes a few minutes and lets you catch problems early.',
      conclusion:
        'Check all three records at least twice a year and keep your payslips. A missing month is much easier to fix now than when you urgently need a loan or a benefit.',
      metaKeywords: 'SSS contributions online, My.SSS, PhilHealth member portal, Virtual Pag-IBIG, check contributions, remittance',
      metaDescription:
        'Step-by-step guide to checking your SSS, PhilHealth and Pag-IBIG contributions online, and what to do when your employer has not remitted them.',
    },
    paano: {
      title: 'Paano i-check online ang SSS, PhilHealth at Pag-IBIG contributions mo',
      slug: 'paano-i-check-ang-sss-philhealth-at-pag-ibig-contributions',
      headerDescription:
        'Siguraduhing nire-remit ng employer mo ang contributions mo, at alamin kung anong benefits na ang puwede mong i-claim, sa loob ng ilang minuto online.',
      introduction:
        'Ang contributions mo sa **SSS, PhilHealth at Pag-IBIG** ang nagdedesisyon kung anong loans at benefits ang makukuha mo, mula sickness at maternity benefit hanggang housing loan. Obligado ang employer na kaltasin at i-remit ito buwan-buwan, pero may mga pagkakataong hindi ito naire-remit. Ilang minuto lang ang pag-check online, at maaagapan mo agad ang problema.',
      conclusion:
        'I-check ang tatlong record na ito kahit dalawang beses sa isang taon at itago ang mga payslip mo. Mas madaling ayusin ngayon ang isang buwang nawawala kaysa sa araw na kailangan mo na agad ng loan o benefit.',
      metaKeywords: 'SSS contributions online, My.SSS, PhilHealth member portal, Virtual Pag-IBIG, paano i-check ang contributions',
      metaDescription:
        'Step-by-step na gabay sa pag-check online ng SSS, PhilHealth at Pag-IBIG contributions, at ang dapat gawin kapag hindi ito nire-remit ng employer.',
    },
    sections: [
      {
        headingHow: 'Prepare your numbers',
        headingPaano: 'Ihanda ang mga numero mo',
        bulletsHow: [
          'Your SSS number, PhilHealth Identification Number (PIN) and Pag-IBIG MID number',
          'An active e-mail address and mobile number registered with each agency',
          'Your latest payslips, so you can compare the deductions with what was posted',
        ],
        bulletsPaano: [
          'Ang SSS number, PhilHealth Identification Number (PIN) at Pag-IBIG MID number mo',
          'Aktibong e-mail address at mobile number na naka-register sa bawat ahensya',
          'Ang mga pinakahuling payslip mo, para maikumpara ang kaltas sa naka-post sa record',
        ],
      },
      {
        headingHow: 'SSS: use the My.SSS portal or the SSS mobile app',
        headingPaano: 'SSS: gamitin ang My.SSS portal o ang SSS mobile app',
        bulletsHow: [
          'Register for a My.SSS account on sss.gov.ph\n  Enter your SSS number and personal details\n  Activate the account through the link sent to your e-mail',
          'Open the contributions inquiry to see every month that has been posted',
          'Check your eligibility for salary loans and benefits in the same portal',
        ],
        bulletsPaano: [
          'Mag-register ng My.SSS account sa sss.gov.ph\n  Ilagay ang SSS number at personal details mo\n  I-activate ang account gamit ang link na ipapadala sa e-mail mo',
          'Buksan ang contributions inquiry para makita ang bawat buwang naka-post na',
          'Sa parehong portal, tingnan kung qualified ka na sa salary loan at iba pang benefits',
        ],
      },
      {
        headingHow: 'PhilHealth and Pag-IBIG',
        headingPaano: 'PhilHealth at Pag-IBIG',
        bulletsHow: [
          'PhilHealth: sign in to the Member Portal linked from philhealth.gov.ph and open your contribution records',
          'Pag-IBIG: create an account on Virtual Pag-IBIG\n  View your contributions, MP2 savings and loan balances\n  Some loan applications and payments can also be done there',
          'Save a screenshot or PDF of each record for your files',
        ],
        bulletsPaano: [
          'PhilHealth: mag-sign in sa Member Portal na naka-link sa philhealth.gov.ph at buksan ang contribution records mo',
          'Pag-IBIG: gumawa ng account sa Virtual Pag-IBIG\n  Makikita rito ang contributions, MP2 savings at balanse ng loans mo\n  Puwede ring mag-apply ng ilang loan at magbayad dito',
          'Mag-save ng screenshot o PDF ng bawat record para may kopya ka',
        ],
      },
      {
        headingHow: '[p] Key insight',
        headingPaano: '[p] Tandaan',
        bulletsHow: [
          'Deductions on your payslip that are **missing** from your online record mean your employer may not be remitting them. Ask HR first, with your payslips as proof; if it is not fixed, report it to the agency, because failing to remit deducted contributions is against the law.',
        ],
        bulletsPaano: [
          'Kapag may kaltas sa payslip mo na **wala** sa online record mo, posibleng hindi ito nire-remit ng employer mo. Kausapin muna ang HR at ipakita ang mga payslip bilang patunay; kung hindi maayos, i-report ito sa ahensya, dahil labag sa batas ang hindi pag-remit ng kinaltas na contributions.',
        ],
      },
      {
        headingHow: 'If you are self-employed, a freelancer or an OFW',
        headingPaano: 'Kung self-employed, freelancer o OFW ka',
        bulletsHow: [
          'You pay your own contributions as a voluntary, self-employed or OFW member',
          'For SSS, generate a Payment Reference Number (PRN) before paying',
          'Pay through accredited channels such as banks, GCash, Maya or payment centers, and keep every receipt',
        ],
        bulletsPaano: [
          'Ikaw mismo ang magbabayad ng contributions mo bilang voluntary, self-employed o OFW member',
          'Sa SSS, kumuha muna ng Payment Reference Number (PRN) bago magbayad',
          'Magbayad sa mga accredited channel gaya ng bangko, GCash, Maya o payment center, at itago ang bawat resibo',
        ],
      },
    ],
    sources: ['https://www.sss.gov.ph', 'https://www.philhealth.gov.ph', 'https://www.pagibigfund.gov.ph'],
  },
];
