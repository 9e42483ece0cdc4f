import type { DemoGuide } from './demo-types';

export const EDUCATIONAL_GUIDES: DemoGuide[] = [
  {
    category: 'Educational Guides',
    status: 'published',
    daysAgo: 1,
    createdDaysAgo: 30,
    how: {
      title: 'How to study effectively for exams',
      slug: 'how-to-study-effectively-for-exams',
      headerDescription: 'Science-backed study techniques, active recall and spaced repetition, that help you remember more in less time.',
      introduction:
        'Studying longer is not the same as studying better. Learning research keeps showing that two techniques, **active recall** and **spaced repetition**, beat re-reading and highlighting. Here is how to use them for your next quiz, periodical exam or college entrance test.',
      conclusion:
        'Plan early, test yourself instead of re-reading, spread your reviews over several days and protect your sleep. You will walk into the exam remembering more, with less stress.',
      metaKeywords: 'how to study effectively, study tips, active recall, spaced repetition, Pomodoro, exam tips',
      metaDescription: 'Study smarter for exams with active recall, spaced repetition and the Pomodoro technique, plus tips for exam day.',
    },
    paano: {
      title: 'Paano mag-aral nang epektibo para sa exam',
      slug: 'paano-mag-aral-nang-epektibo-para-sa-exam',
      headerDescription:
        'Mga paraan ng pag-aaral na suportado ng agham, ang active recall at spaced repetition, para mas marami kang matandaan sa mas maikling oras.',
      introduction:
        'Hindi porke mas matagal kang nag-aral ay mas maayos na ang pag-aaral mo. Paulit-ulit na ipinapakita ng mga pag-aaral na mas epektibo ang dalawang technique, ang **active recall** at **spaced repetition**, kaysa sa paulit-ulit na pagbasa at pag-highlight. Heto kung paano mo sila magagamit sa susunod mong quiz, periodical exam o college entrance test.',
      conclusion:
        'Magplano nang maaga, i-quiz ang sarili sa halip na basahin lang ulit, ikalat ang review sa ilang araw, at huwag isakripisyo ang tulog. Papasok ka sa exam na mas marami ang naaalala at mas kaunti ang kaba.',
      metaKeywords: 'paano mag-aral nang epektibo, study tips, active recall, spaced repetition, Pomodoro, exam',
      metaDescription:
        'Mag-aral nang mas matalino para sa exam gamit ang active recall, spaced repetition at Pomodoro technique, at mga tip para sa mismong araw ng exam.',
    },
    sections: [
      {
        headingHow: 'Plan your study time',
        headingPaano: 'Planuhin ang oras ng pag-aaral',
        bulletsHow: [
          'List every topic in the exam coverage and rate how well you know each one',
          'Start at least two weeks before a major exam; short daily sessions beat an all-nighter',
          'Use the Pomodoro technique\n  25 minutes of focused study\n  A 5-minute break\n  A longer 15- to 30-minute break after four rounds',
        ],
        bulletsPaano: [
          'Ilista ang lahat ng topic na sakop ng exam at i-rate kung gaano mo na kaalam ang bawat isa',
          'Magsimula kahit dalawang linggo bago ang malaking exam; mas epektibo ang maiikling session araw-araw kaysa sa puyatan',
          'Gamitin ang Pomodoro technique\n  25 minutong tutok na pag-aaral\n  5 minutong pahinga\n  Mas mahabang pahinga na 15 hanggang 30 minuto pagkatapos ng apat na round',
        ],
      },
      {
        headingHow: 'Use active recall',
        headingPaano: 'Gamitin ang active recall',
        bulletsHow: [
          'Close the book, write or say everything you remember, then check what you missed',
          'Turn your notes into questions and answer them without looking',
          'Answer past exams and practice problems within a time limit',
        ],
        bulletsPaano: [
          'Isara ang libro, isulat o sabihin ang lahat ng naaalala mo, tapos i-check kung ano ang nakalimutan mo',
          'Gawing mga tanong ang notes mo at sagutin ang mga ito nang hindi tumitingin',
          'Sumagot ng mga lumang exam at practice problems nang may time limit',
        ],
      },
      {
        headingHow: '[p] Key insight',
        headingPaano: '[p] Tandaan',
        bulletsHow: [
          '**Spaced repetition:** review a topic again after 1 day, then after 3 days, then after a week. Each time you almost forget and then remember, the memory gets stronger, far more than reading the same page five times in one night.',
        ],
        bulletsPaano: [
          '**Spaced repetition:** balikan ang isang topic pagkalipas ng 1 araw, tapos ng 3 araw, tapos ng isang linggo. Tuwing muntik mo nang makalimutan pero naalala mo pa rin, lalong tumitibay ang alaala, higit pa kaysa sa limang beses na pagbasa ng iisang page sa isang gabi.',
        ],
      },
      {
        headingHow: 'Take care of the basics',
        headingPaano: 'Huwag kalimutan ang basics',
        bulletsHow: [
          "Get a full night's sleep, especially before the exam; your brain stores what you learned while you sleep",
          'Put your phone in another room, or turn on focus mode while studying',
          'Eat a proper meal and drink water before the exam',
        ],
        bulletsPaano: [
          'Matulog nang sapat, lalo na sa gabi bago ang exam; habang tulog ka, iniimbak ng utak mo ang mga natutunan mo',
          'Ilagay ang phone sa ibang kwarto, o i-on ang focus mode habang nag-aaral',
          'Kumain nang maayos at uminom ng tubig bago ang exam',
        ],
      },
      {
        headingHow: 'On exam day',
        headingPaano: 'Sa araw ng exam',
        bulletsHow: [
          'Skim the whole test first and answer the easy items right away',
          'Manage your time\n  Divide the time by the number of parts\n  Leave 5 minutes to review your answers',
        ],
        bulletsPaano: [
          'Silipin muna ang buong test at sagutin agad ang mga madadali',
          'I-manage ang oras mo\n  Hatiin ang oras ayon sa dami ng part\n  Mag-iwan ng 5 minuto para i-review ang mga sagot mo',
        ],
      },
    ],
    sources: ['https://www.learningscientists.org'],
  },
  {
    category: 'Educational Guides',
    status: 'published',
    daysAgo: 11,
    createdDaysAgo: 55,
    how: {
      title: 'How to apply for a college scholarship in the Philippines',
      slug: 'how-to-apply-for-a-college-scholarship',
      headerDescription: 'Where to find scholarships, which documents to prepare and how to submit an application that stands out.',
      introduction:
        'Scholarships can cover tuition, books and even a monthly allowance. In the Philippines, major programs come from the government, such as **DOST-SEI** and **CHED**, and from local governments, universities and private foundations. A good application is mostly about starting early and having your documents ready before the deadline.',
      conclusion:
        'Know your options, prepare your documents early, write an honest and specific essay and apply to several programs. Always get announcements from official sources only.',
      metaKeywords: 'college scholarship Philippines, DOST-SEI scholarship, CHED scholarship, free tuition, scholarship requirements',
      metaDescription:
        'How to apply for a college scholarship in the Philippines: free tuition in public colleges, DOST-SEI and CHED programs, documents and deadlines.',
    },
    paano: {
      title: 'Paano mag-apply ng scholarship para sa kolehiyo',
      slug: 'paano-mag-apply-ng-scholarship-para-sa-kolehiyo',
      headerDescription:
        'Saan makakahanap ng scholarship, anong mga dokumento ang ihahanda, at paano magpasa ng application na mapapansin.',
      introduction:
        'Puwedeng sagutin ng scholarship ang tuition, libro at pati monthly allowance. Sa Pilipinas, galing ang malalaking programa sa gobyerno, gaya ng **DOST-SEI** at **CHED**, at sa mga LGU, unibersidad at pribadong foundation. Ang sikreto ng magandang application: magsimula nang maaga at ihanda ang mga dokumento bago pa ang deadline.',
      conclusion:
        'Alamin ang mga opsyon mo, ihanda nang maaga ang mga dokumento, magsulat ng tapat at malinaw na essay, at mag-apply sa ilang programa. Sa mga opisyal na source lang kumuha ng anunsyo.',
      metaKeywords: 'scholarship sa kolehiyo, DOST-SEI scholarship, CHED scholarship, libreng tuition, requirements sa scholarship',
      metaDescription:
        'Paano mag-apply ng scholarship para sa kolehiyo: libreng tuition sa pampublikong kolehiyo, mga programa ng DOST-SEI at CHED, mga dokumento at deadline.',
    },
    sections: [
      {
        headingHow: 'Know the main options',
        headingPaano: 'Alamin ang mga pangunahing opsyon',
        bulletsHow: [
          '**Free tuition in public colleges**: qualified students in state and local universities and colleges pay no tuition under RA 10931',
          '**DOST-SEI undergraduate scholarships** for science, technology, engineering and math courses\n  You apply while in senior high school\n  There is a qualifying exam; check the official DOST-SEI site for the schedule',
          '**CHED scholarships and grants**, including merit-based programs; requirements and slots change every year',
          'Your city or municipality, your target university, private foundations and companies',
        ],
        bulletsPaano: [
          '**Libreng tuition sa pampublikong kolehiyo**: walang binabayarang tuition ang mga qualified na estudyante sa state at local universities and colleges dahil sa RA 10931',
          '**DOST-SEI undergraduate scholarships** para sa mga kursong science, technology, engineering at math\n  Nag-a-apply ka habang nasa senior high school pa\n  May qualifying exam; tingnan sa opisyal na site ng DOST-SEI ang schedule',
          '**Mga scholarship at grant ng CHED**, kasama ang mga merit-based na programa; nagbabago kada taon ang requirements at bilang ng slots',
          'Ang city o munisipyo mo, ang target mong unibersidad, mga pribadong foundation at kompanya',
        ],
      },
      {
        headingHow: 'Prepare your documents early',
        headingPaano: 'Ihanda nang maaga ang mga dokumento',
        bulletsHow: [
          "Commonly required\n  PSA birth certificate\n  Report card or transcript of records\n  Certificate of good moral character\n  Proof of family income, such as your parents' ITR or a certificate of tax exemption",
          'Recent ID photos in the sizes asked for, usually 2x2 or passport size',
          'Scan everything into clear PDFs and keep photocopies',
        ],
        bulletsPaano: [
          'Karaniwang hinihingi\n  PSA birth certificate\n  Report card o transcript of records\n  Certificate of good moral character\n  Patunay ng kita ng pamilya, gaya ng ITR ng magulang o certificate of tax exemption',
          'Bagong ID photo sa hinihinging laki, kadalasan 2x2 o passport size',
          'I-scan ang lahat bilang malinaw na PDF at magtabi ng photocopy',
        ],
      },
      {
        headingHow: '[p] Key insight',
        headingPaano: '[p] Tandaan',
        bulletsHow: [
          'Real scholarship offices will **never** ask you to send a fee to a personal account to "reserve" a slot. Get announcements only from the official websites and verified pages of the agency or school.',
        ],
        bulletsPaano: [
          '**Hindi kailanman** ka pagbabayarin ng totoong scholarship office sa isang personal na account para ma-"reserve" ang slot. Sa mga opisyal na website at verified na page lang ng ahensya o paaralan kumuha ng anunsyo.',
        ],
      },
      {
        headingHow: 'Write a strong application',
        headingPaano: 'Gumawa ng matibay na application',
        bulletsHow: [
          'Answer the essay question directly, with a specific story about your goals and the challenges you have faced',
          'Ask teachers for recommendation letters at least two weeks ahead',
          'Double-check names, dates and signatures; incomplete forms are often set aside',
        ],
        bulletsPaano: [
          'Sagutin nang direkta ang tanong sa essay, gamit ang isang tiyak na kuwento tungkol sa mga pangarap mo at sa mga hamong nalampasan mo',
          'Humingi ng recommendation letter sa mga teacher kahit dalawang linggo bago ang deadline',
          'I-double check ang mga pangalan, petsa at pirma; kadalasang naisasantabi ang mga kulang na form',
        ],
      },
      {
        headingHow: 'Track every deadline',
        headingPaano: 'Bantayan ang bawat deadline',
        bulletsHow: [
          'Keep a list of scholarships with their deadlines and requirements',
          'Apply to several programs, not just one',
          'If you are accepted, read the terms\n  The grades you must keep\n  Any return service after graduation\n  What happens if you shift courses',
        ],
        bulletsPaano: [
          'Gumawa ng listahan ng mga scholarship kasama ang deadline at requirements ng bawat isa',
          'Mag-apply sa ilang programa, hindi lang sa isa',
          'Kapag natanggap ka, basahin ang mga kondisyon\n  Ang grades na kailangan mong panatilihin\n  Kung may return service pagka-graduate\n  Ano ang mangyayari kapag nag-shift ka ng kurso',
        ],
      },
    ],
    sources: ['https://www.sei.dost.gov.ph', 'https://ched.gov.ph'],
  },
  {
    category: 'Educational Guides',
    status: 'published',
    daysAgo: 22,
    how: {
      title: 'How to write a resume for your first job',
      slug: 'how-to-write-a-resume-for-your-first-job',
      headerDescription: 'Build a clean, one-page resume that gets interviews, even with no work experience yet.',
      introduction:
        'For a first job, your resume has one task: to get you an interview. Recruiters often spend less than a minute on each one, so a clean, one-page resume that shows what you *can do* beats a long list of everything you have done. No work experience yet? School projects, OJT and volunteer work all count.',
      conclusion:
        'Keep it to one clean page, show results with action verbs and numbers, tailor it to every posting and prepare your documents early. Then send it with a short, polite message.',
      metaKeywords: 'resume for first job, fresh graduate resume, resume tips Philippines, first time jobseeker, RA 11261',
      metaDescription:
        'How to write a resume for your first job in the Philippines: format, what to include, tailoring to each posting and free documents for first-time jobseekers.',
    },
    paano: {
      title: 'Paano gumawa ng resume para sa unang trabaho',
      slug: 'paano-gumawa-ng-resume-para-sa-unang-trabaho',
      headerDescription: 'Gumawa ng malinis at isang-pahinang resume na nakakakuha ng interview, kahit wala ka pang work experience.',
      introduction:
        'Sa unang trabaho, iisa lang ang trabaho ng resume mo: makakuha ka ng interview. Kadalasan, wala pang isang minuto ang ginugugol ng recruiter sa bawat resume, kaya mas panalo ang malinis at isang-pahinang resume na nagpapakita kung ano ang *kaya mong gawin* kaysa sa mahabang listahan ng lahat ng nagawa mo. Wala ka pang work experience? Kasama ang mga school project, OJT at volunteer work.',
      conclusion:
        'Isang malinis na pahina lang, ipakita ang resulta gamit ang action verbs at numero, i-angkop sa bawat job posting, at ihanda nang maaga ang mga dokumento. Tapos ipadala ito kasama ang maikli at magalang na mensahe.',
      metaKeywords: 'resume para sa unang trabaho, fresh graduate resume, resume tips, first time jobseeker, RA 11261',
      metaDescription:
        'Paano gumawa ng resume para sa unang trabaho: format, ano ang ilalagay, pag-angkop sa bawat posting at libreng dokumento para sa first-time jobseekers.',
    },
    sections: [
      {
        headingHow: 'Use a clean format',
        headingPaano: 'Gumamit ng malinis na format',
        bulletsHow: [
          'One page, a simple font and clear headings; save and send it as a PDF',
          'At the top\n  Your full name\n  Mobile number and a professional e-mail address\n  Your city, not your full home address',
          'Leave out height, weight, religion and a full-body photo unless the employer asks for them',
        ],
        bulletsPaano: [
          'Isang pahina, simpleng font at malinaw na headings; i-save at ipadala bilang PDF',
          'Sa pinakataas\n  Buong pangalan mo\n  Mobile number at propesyonal na e-mail address\n  Ang lungsod mo, hindi ang buong address ng bahay',
          'Huwag nang isama ang height, weight, relihiyon at full-body na litrato maliban kung hinihingi ng employer',
        ],
      },
      {
        headingHow: 'What to include',
        headingPaano: 'Ano ang dapat ilagay',
        bulletsHow: [
          'A two- or three-sentence summary of who you are and the job you are aiming for',
          'Education: school, degree, year of graduation and honors',
          'Experience: OJT or internship, part-time jobs, school organisations and volunteer work\n  Start each line with an action verb such as organised, built or handled\n  Add numbers when you can, for example "Answered 50+ customer inquiries a day"',
          'Skills: software, languages and certifications such as a TESDA National Certificate',
        ],
        bulletsPaano: [
          'Dalawa o tatlong pangungusap na summary kung sino ka at anong trabaho ang gusto mo',
          'Edukasyon: paaralan, kurso, taon ng pagtatapos at mga parangal',
          'Karanasan: OJT o internship, part-time na trabaho, school organization at volunteer work\n  Simulan ang bawat linya sa action verb gaya ng organized, built o handled\n  Maglagay ng numero kung kaya, halimbawa "Sumagot ng 50+ customer inquiries kada araw"',
          'Skills: software, mga wika at certification gaya ng TESDA National Certificate',
        ],
      },
      {
        headingHow: '[p] Key insight',
        headingPaano: '[p] Tandaan',
        bulletsHow: [
          'Tailor your resume to **each job**. Read the posting, then use the same keywords for the skills you truly have. Many companies use software to filter resumes before a person ever reads them.',
        ],
        bulletsPaano: [
          'I-angkop ang resume mo sa **bawat trabaho**. Basahin ang job posting, tapos gamitin ang parehong keywords para sa mga skill na talagang mayroon ka. Maraming kompanya ang gumagamit ng software para salain ang mga resume bago pa ito mabasa ng tao.',
        ],
      },
      {
        headingHow: 'Prepare your pre-employment documents',
        headingPaano: 'Ihanda ang mga pre-employment na dokumento',
        bulletsHow: [
          'First-time jobseekers can get many government documents for free under the First Time Jobseekers Assistance Act (RA 11261)\n  Ask your barangay for a certification that you are a first-time jobseeker\n  Use it for your NBI clearance, police clearance, PSA birth certificate and other listed documents',
          'Prepare your TIN, SSS, PhilHealth and Pag-IBIG numbers, or find out how your employer will register you',
        ],
        bulletsPaano: [
          'Libre ang maraming dokumento mula sa gobyerno para sa mga first-time jobseeker dahil sa First Time Jobseekers Assistance Act (RA 11261)\n  Humingi sa barangay ng certification na first-time jobseeker ka\n  Gamitin ito sa NBI clearance, police clearance, PSA birth certificate at iba pang nakalistang dokumento',
          'Ihanda ang TIN, SSS, PhilHealth at Pag-IBIG numbers mo, o alamin kung paano ka ire-register ng employer mo',
        ],
      },
      {
        headingHow: 'Before you click send',
        headingPaano: 'Bago mo i-send',
        bulletsHow: [
          'Proofread twice, then ask someone else to check',
          'Name the file clearly, for example `JuanDelaCruz_Resume.pdf`',
          'Write a short, polite e-mail with the position title in the subject line',
        ],
        bulletsPaano: [
          'Basahin ulit nang dalawang beses, tapos ipabasa rin sa iba',
          'Pangalanan nang malinaw ang file, halimbawa `JuanDelaCruz_Resume.pdf`',
          'Sumulat ng maikli at magalang na e-mail na nakalagay sa subject ang posisyong ina-apply-an mo',
        ],
      },
    ],
    sources: ['https://www.dole.gov.ph', 'https://www.tesda.gov.ph'],
  },
  {
    category: 'Educational Guides',
    status: 'published',
    daysAgo: 47,
    how: {
      title: 'How to take better notes in class',
      slug: 'how-to-take-better-notes-in-class',
      headerDescription: 'Use the Cornell method to turn class notes into a ready-made study guide, on paper or on a tablet.',
      introduction:
        'Good notes are not a transcript of everything the teacher says. They are a short, organised record you can study from later. The **Cornell method** is one of the simplest systems to start with, and it works in a notebook or on a tablet.',
      conclusion:
        'Set up the page, write key ideas in your own words, review within a day and quiz yourself with the cue column. Your notes become a study guide you have already half-finished.',
      metaKeywords: 'note-taking, Cornell notes, how to take notes, study skills, class notes',
      metaDescription:
        'Take better notes in class with the Cornell method: page setup, what to write during class and how to review afterwards.',
    },
    paano: {
      title: 'Paano mag-take down ng notes nang maayos',
      slug: 'paano-mag-take-down-ng-notes-nang-maayos',
      headerDescription: 'Gamitin ang Cornell method para maging handang study guide ang notes mo sa klase, sa papel man o sa tablet.',
      introduction:
        'Ang magandang notes ay hindi kopya ng bawat sinabi ng teacher. Isa itong maikli at organisadong tala na mapag-aaralan mo mamaya. Ang **Cornell method** ang isa sa pinakasimpleng sistemang puwedeng simulan, at gumagana ito sa notebook man o sa tablet.',
      conclusion:
        'Ihanda ang page, isulat ang mga pangunahing ideya sa sarili mong salita, i-review sa loob ng isang araw, at i-quiz ang sarili gamit ang cue column. Magiging study guide ang notes mo na kalahati nang tapos.',
      metaKeywords: 'pag-take down ng notes, Cornell notes, study skills, notes sa klase, paano mag-aral',
      metaDescription:
        'Mag-take down ng mas maayos na notes gamit ang Cornell method: pag-set up ng page, ano ang isusulat sa klase at paano mag-review pagkatapos.',
    },
    sections: [
      {
        headingHow: 'Set up a Cornell page',
        headingPaano: 'Ihanda ang Cornell page',
        bulletsHow: [
          'Divide the page into three parts\n  A wide right column for notes during class\n  A narrow left column for questions and keywords\n  A strip at the bottom for a short summary',
          'Write the date and the topic at the top of every page',
        ],
        bulletsPaano: [
          'Hatiin ang page sa tatlong bahagi\n  Malapad na column sa kanan para sa notes habang nasa klase\n  Makitid na column sa kaliwa para sa mga tanong at keyword\n  Espasyo sa ibaba para sa maikling summary',
          'Isulat ang petsa at topic sa itaas ng bawat page',
        ],
      },
      {
        headingHow: 'During class',
        headingPaano: 'Habang nasa klase',
        bulletsHow: [
          'Write key ideas in your own words, not full sentences',
          'Use abbreviations and symbols you understand, such as →, =, w/ and b/c',
          'Star anything the teacher repeats or says will be in the exam',
        ],
        bulletsPaano: [
          'Isulat ang mga pangunahing ideya sa sarili mong salita, hindi buong pangungusap',
          'Gumamit ng mga abbreviation at simbolong naiintindihan mo, gaya ng →, =, w/ at b/c',
          'Lagyan ng star ang anumang inuulit ng teacher o sinabi niyang lalabas sa exam',
        ],
      },
      {
        headingHow: 'After class',
        headingPaano: 'Pagkatapos ng klase',
        bulletsHow: [
          'Within 24 hours, fill the left column with questions that your notes answer',
          'Write a two- or three-sentence summary at the bottom',
          'Cover the right column and answer the questions from memory',
        ],
        bulletsPaano: [
          'Sa loob ng 24 oras, punan ang kaliwang column ng mga tanong na sinasagot ng notes mo',
          'Sumulat ng dalawa o tatlong pangungusap na summary sa ibaba',
          'Takpan ang kanang column at sagutin ang mga tanong mula sa alaala',
        ],
      },
      {
        headingHow: '[p] Key insight',
        headingPaano: '[p] Tandaan',
        bulletsHow: [
          'Whether you write by hand or type, the benefit comes from **processing**: putting ideas in your own words instead of copying word for word. That effort is what makes the lesson stick.',
        ],
        bulletsPaano: [
          'Sulat-kamay man o naka-type, ang tunay na pakinabang ay galing sa **pagproseso**: ang pagsasalin ng mga ideya sa sarili mong salita sa halip na kopyahin ito nang salita por salita. Ang effort na iyon ang nagpapatatak sa aralin.',
        ],
      },
      {
        headingHow: 'Keep your notes organised',
        headingPaano: 'Panatilihing organisado ang notes',
        bulletsHow: [
          'Use one notebook or folder per subject',
          'Take photos of the board only as a backup, not as a replacement for your own notes',
        ],
        bulletsPaano: [
          'Isang notebook o folder bawat subject',
          'Kuhanan ng litrato ang board bilang backup lang, hindi kapalit ng sarili mong notes',
        ],
      },
    ],
    sources: ['https://lsc.cornell.edu/how-to-study/taking-notes/cornell-note-taking-system/', 'https://www.learningscientists.org'],
  },
];
