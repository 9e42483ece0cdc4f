import type { DemoGuide } from './demo-types';

export const HEALTH_AND_WELLNESS: DemoGuide[] = [
  {
    category: 'Health & Wellness',
    status: 'published',
    daysAgo: 6,
    createdDaysAgo: 45,
    how: {
      title: 'How to protect your family from dengue',
      slug: 'how-to-protect-your-family-from-dengue',
      headerDescription:
        'Use the DOH 4S strategy to stop mosquitoes from breeding at home, and learn the warning signs that need a hospital right away.',
      introduction:
        "Dengue is spread by *Aedes* mosquitoes, which bite mostly during the day and breed in clean, standing water around the home. Cases rise every rainy season in the Philippines. The Department of Health's **4S strategy** is the easiest way to remember what to do.",
      conclusion:
        'Remove standing water every week, protect yourself from bites, consult early when fever strikes and know the warning signs. Dengue can be serious, but most deaths are preventable with early care.',
      metaKeywords: 'dengue prevention, DOH 4S, Aedes mosquito, dengue warning signs, rainy season Philippines',
      metaDescription:
        'Protect your family from dengue with the DOH 4S strategy: destroy breeding sites, prevent bites, consult early and know the warning signs.',
    },
    paano: {
      title: 'Paano maiiwasan ang dengue sa pamilya mo',
      slug: 'paano-maiiwasan-ang-dengue-sa-pamilya-mo',
      headerDescription:
        'Gamitin ang 4S strategy ng DOH para hindi dumami ang lamok sa bahay, at alamin ang mga warning sign na kailangan nang dalhin sa ospital.',
      introduction:
        'Ang dengue ay dala ng lamok na *Aedes*, na kadalasang nangangagat sa araw at nangingitlog sa malinis at hindi gumagalaw na tubig sa paligid ng bahay. Tumataas ang kaso nito tuwing tag-ulan sa Pilipinas. Ang **4S strategy** ng Department of Health ang pinakamadaling paraan para matandaan ang dapat gawin.',
      conclusion:
        'Alisin ang naipong tubig linggo-linggo, protektahan ang sarili sa kagat ng lamok, magpakonsulta agad kapag nilagnat at alamin ang mga warning sign. Puwedeng maging malala ang dengue, pero maiiwasan ang karamihan ng pagkamatay kapag maagang nagamot.',
      metaKeywords: 'paano maiwasan ang dengue, DOH 4S, lamok, sintomas ng dengue, tag-ulan',
      metaDescription:
        'Protektahan ang pamilya mo sa dengue gamit ang 4S ng DOH: sirain ang pinamumugaran ng lamok, iwasan ang kagat, magpakonsulta agad at alamin ang warning signs.',
    },
    sections: [
      {
        headingHow: 'Search and destroy breeding sites',
        headingPaano: 'Hanapin at sirain ang pinamumugaran ng lamok',
        bulletsHow: [
          'Once a week, empty, scrub and dry anything that holds water\n  Flower vases and plant saucers\n  Water drums, pails and dish racks\n  Old tires, cans and clogged gutters',
          'Keep water containers tightly covered',
          'Follow the DOH "4 o\'clock habit" with your neighbours: *taob, taktak, tuyo, takip*, because mosquitoes fly from house to house',
        ],
        bulletsPaano: [
          'Linggo-linggo, itapon ang tubig, kuskusin at patuyuin ang lahat ng puwedeng pag-ipunan ng tubig\n  Plorera at platito ng halaman\n  Drum, timba at lalagyan ng pinggan\n  Lumang gulong, lata at baradong alulod',
          'Takpang mabuti ang mga lalagyan ng tubig',
          'Sundin kasama ng mga kapitbahay ang "4 o\'clock habit" ng DOH: *taob, taktak, tuyo, takip*, dahil lumilipad ang lamok mula sa isang bahay papunta sa iba',
        ],
      },
      {
        headingHow: 'Self-protection from bites',
        headingPaano: 'Protektahan ang sarili sa kagat',
        bulletsHow: [
          'Wear long sleeves and long pants, especially in the early morning and late afternoon',
          'Apply mosquito repellent on exposed skin, following the label',
          'Use window screens and mosquito nets, especially for babies and anyone who sleeps during the day',
        ],
        bulletsPaano: [
          'Magsuot ng mahabang manggas at pantalon, lalo na sa umaga at hapon',
          'Maglagay ng mosquito repellent sa balat na nakalantad, ayon sa nakasulat sa label',
          'Gumamit ng screen sa bintana at kulambo, lalo na para sa mga baby at sa mga natutulog sa araw',
        ],
      },
      {
        headingHow: '[p] Key insight',
        headingPaano: '[p] Tandaan',
        bulletsHow: [
          '**Seek early consultation.** If anyone at home has had a fever for 2 days, go to the nearest health center. For the fever, use **paracetamol** only; avoid ibuprofen and aspirin, which can make bleeding worse.',
        ],
        bulletsPaano: [
          '**Magpakonsulta agad.** Kapag may kasama sa bahay na dalawang araw nang nilalagnat, pumunta sa pinakamalapit na health center. Para sa lagnat, **paracetamol** lang ang inumin; iwasan ang ibuprofen at aspirin dahil puwedeng lumala ang pagdurugo.',
        ],
      },
      {
        headingHow: 'Know the warning signs',
        headingPaano: 'Alamin ang mga warning sign',
        bulletsHow: [
          'Go to a hospital right away if you notice any of these\n  Severe stomach pain or vomiting that will not stop\n  Bleeding gums or nose, or blood in vomit or stool\n  Extreme tiredness, restlessness, or cold and clammy skin',
          'The most dangerous period often comes **as the fever goes down**, around days 3 to 7, so do not relax when the fever breaks',
          'Drink plenty of fluids such as water, oral rehydration solution (ORS) and soup',
        ],
        bulletsPaano: [
          'Dalhin agad sa ospital kapag may napansin sa mga ito\n  Matinding sakit ng tiyan o pagsusuka na hindi tumitigil\n  Pagdurugo ng gilagid o ilong, o dugo sa suka o dumi\n  Sobrang panghihina, hindi mapakali, o malamig at pawisang balat',
          'Kadalasan, ang pinakadelikadong panahon ay **kapag bumababa na ang lagnat**, mga ika-3 hanggang ika-7 araw, kaya huwag pakampante kapag nawala na ang lagnat',
          'Uminom ng maraming likido gaya ng tubig, oral rehydration solution (ORS) at sabaw',
        ],
      },
      {
        headingHow: 'Support community action',
        headingPaano: 'Makiisa sa kilos ng komunidad',
        bulletsHow: [
          'Join barangay clean-up drives, especially at the start of the rainy season',
          'Support fogging or spraying only when health authorities recommend it, such as during an outbreak',
        ],
        bulletsPaano: [
          'Sumali sa clean-up drive ng barangay, lalo na sa simula ng tag-ulan',
          'Suportahan ang fogging o spraying kapag inirekomenda lang ng mga health authority, gaya ng kapag may outbreak',
        ],
      },
    ],
    sources: ['https://doh.gov.ph', 'https://www.who.int/news-room/fact-sheets/detail/dengue-and-severe-dengue'],
  },
  {
    category: 'Health & Wellness',
    status: 'published',
    daysAgo: 14,
    how: {
      title: 'How to build a healthy sleep routine',
      slug: 'how-to-build-a-healthy-sleep-routine',
      headerDescription:
        'Practical habits for better sleep, even with a long commute, a night shift or a phone that is always within reach.',
      introduction:
        'Adults need at least **7 hours** of sleep a night, but long commutes, night shifts and endless scrolling keep many of us well below that. Poor sleep affects mood, focus, weight and even the immune system. Small, consistent changes to your routine can make a big difference within a couple of weeks.',
      conclusion:
        'Keep a regular schedule, make your room dark and cool, put the phone away before bed and watch the caffeine. If you are still tired after enough hours of sleep, talk to a doctor.',
      metaKeywords: 'healthy sleep routine, how to sleep better, sleep hygiene, night shift sleep, insomnia tips',
      metaDescription:
        'Build a healthy sleep routine: a regular schedule, a better bedroom, less screen time and caffeine, and tips for night-shift workers.',
    },
    paano: {
      title: 'Paano magkaroon ng maayos at sapat na tulog',
      slug: 'paano-magkaroon-ng-maayos-at-sapat-na-tulog',
      headerDescription:
        'Mga praktikal na gawi para sa mas mahimbing na tulog, kahit malayo ang biyahe mo, naka-night shift ka, o laging hawak ang phone.',
      introduction:
        'Kailangan ng mga adult ng hindi bababa sa **7 oras** na tulog gabi-gabi, pero dahil sa mahabang biyahe, night shift at walang katapusang pag-scroll, kulang na kulang ang tulog ng marami sa atin. Naaapektuhan ng kulang na tulog ang mood, focus, timbang at pati ang resistensya. Malaki ang maitutulong ng maliliit pero tuloy-tuloy na pagbabago sa routine mo sa loob lang ng ilang linggo.',
      conclusion:
        'Matulog at gumising sa parehong oras, gawing madilim at malamig ang kwarto, itabi ang phone bago matulog at bantayan ang caffeine. Kung pagod ka pa rin kahit sapat ang oras ng tulog mo, kumonsulta sa doktor.',
      metaKeywords: 'paano makatulog nang maayos, sapat na tulog, sleep routine, night shift, hirap makatulog',
      metaDescription:
        'Magkaroon ng maayos na tulog: regular na oras, mas maayos na kwarto, bawas screen time at caffeine, at tips para sa mga naka-night shift.',
    },
    sections: [
      {
        headingHow: 'Keep a regular schedule',
        headingPaano: 'Magkaroon ng regular na oras ng tulog',
        bulletsHow: [
          'Go to bed and wake up at the same time every day, including weekends',
          'Count back from your wake-up time: if you must be up at 5:00 a.m., aim to be asleep by 10:00 p.m.',
          'If you nap, keep it to 20 to 30 minutes and before mid-afternoon',
        ],
        bulletsPaano: [
          'Matulog at gumising sa parehong oras araw-araw, pati tuwing weekend',
          'Magbilang pabalik mula sa oras ng gising mo: kung kailangan mong bumangon nang 5:00 a.m., targetin na tulog ka na nang 10:00 p.m.',
          'Kung iidlip ka, 20 hanggang 30 minuto lang, at bago mag-alas-tres ng hapon',
        ],
      },
      {
        headingHow: 'Make your bedroom sleep-friendly',
        headingPaano: 'Ayusin ang kwarto para sa tulog',
        bulletsHow: [
          'Keep it dark, quiet and cool\n  Use thick curtains or an eye mask\n  The steady hum of an electric fan can cover street noise',
          'Use your bed for sleep, not for work or scrolling',
        ],
        bulletsPaano: [
          'Panatilihing madilim, tahimik at malamig ang kwarto\n  Gumamit ng makapal na kurtina o eye mask\n  Nakakatulong ang tuloy-tuloy na ugong ng electric fan para matabunan ang ingay sa kalsada',
          'Gamitin ang kama sa pagtulog lang, hindi sa trabaho o pag-scroll',
        ],
      },
      {
        headingHow: '[p] Key insight',
        headingPaano: '[p] Tandaan',
        bulletsHow: [
          'Put your phone away **at least 30 minutes** before bed. The bright screen and the endless feed keep your brain alert; charging the phone across the room makes it easier to resist.',
        ],
        bulletsPaano: [
          'Itabi ang phone **kahit 30 minuto** bago matulog. Pinapanatiling gising ng maliwanag na screen at walang katapusang feed ang utak mo; mas madaling pigilan ang sarili kapag malayo sa kama mo naka-charge ang phone.',
        ],
      },
      {
        headingHow: 'Watch what you eat and drink',
        headingPaano: 'Bantayan ang kinakain at iniinom',
        bulletsHow: [
          'Skip coffee, milk tea and energy drinks after mid-afternoon; caffeine stays in your body for hours',
          'Avoid heavy meals and alcohol close to bedtime',
          'Get some sunlight and physical activity during the day',
        ],
        bulletsPaano: [
          'Iwasan ang kape, milk tea at energy drinks pagsapit ng hapon; ilang oras na nananatili ang caffeine sa katawan',
          'Iwasan ang mabigat na kain at alak malapit sa oras ng tulog',
          'Magpaaraw nang kaunti at gumalaw-galaw sa araw',
        ],
      },
      {
        headingHow: 'If you work the night shift',
        headingPaano: 'Kung naka-night shift ka',
        bulletsHow: [
          'Keep the same sleep block even on rest days, as much as you can',
          'Make the room dark during the day\n  Use blackout curtains\n  Tell your housemates your sleeping hours',
          'See a doctor if you snore loudly, stop breathing during sleep, or still feel tired after 7 hours or more',
        ],
        bulletsPaano: [
          "Hangga't kaya, panatilihin ang parehong oras ng tulog kahit day off",
          'Gawing madilim ang kwarto sa araw\n  Gumamit ng blackout curtains\n  Sabihan ang mga kasama sa bahay kung anong oras ka natutulog',
          'Kumonsulta sa doktor kung malakas kang humilik, humihinto ang paghinga mo habang tulog, o pagod ka pa rin kahit 7 oras o higit pa ang tulog mo',
        ],
      },
    ],
    sources: ['https://www.cdc.gov/sleep/', 'https://www.nhlbi.nih.gov/health/sleep-deprivation'],
  },
  {
    category: 'Health & Wellness',
    status: 'published',
    daysAgo: 38,
    createdDaysAgo: 58,
    how: {
      title: 'How to start exercising at home with no equipment',
      slug: 'how-to-start-exercising-at-home',
      headerDescription: "A beginner's plan based on WHO guidelines, with a 20-minute bodyweight routine you can do in a small space.",
      introduction:
        'The World Health Organization recommends that adults get **150 to 300 minutes** of moderate activity a week, plus muscle-strengthening exercise at least twice a week. That is about 30 minutes on most days, and your own body weight is all the equipment you need to begin.',
      conclusion:
        'Start small, follow a simple routine three times a week and add a little more each week. Consistency, not intensity, is what changes your health.',
      metaKeywords: 'home workout, exercise no equipment, bodyweight exercise, WHO physical activity, beginner workout',
      metaDescription:
        'Start exercising at home with no equipment: WHO activity targets, a 20-minute beginner routine, and how to stay safe in hot weather.',
    },
    paano: {
      title: 'Paano magsimulang mag-exercise sa bahay kahit walang gamit',
      slug: 'paano-magsimulang-mag-exercise-sa-bahay',
      headerDescription:
        'Plano para sa mga baguhan, batay sa guidelines ng WHO, na may 20-minutong bodyweight routine na kasya kahit sa maliit na espasyo.',
      introduction:
        'Ayon sa World Health Organization, dapat makakuha ang mga adult ng **150 hanggang 300 minuto** ng katamtamang physical activity kada linggo, dagdag ang pampalakas ng kalamnan kahit dalawang beses sa isang linggo. Mga 30 minuto iyan sa karamihan ng araw, at sapat na ang sarili mong katawan bilang gamit para makapagsimula.',
      conclusion:
        'Magsimula sa maliit, sundin ang isang simpleng routine tatlong beses sa isang linggo, at dagdagan nang kaunti kada linggo. Ang pagiging consistent, hindi ang bigat ng workout, ang talagang nagpapabuti sa kalusugan mo.',
      metaKeywords: 'home workout, exercise sa bahay, walang gamit, bodyweight exercise, WHO physical activity',
      metaDescription:
        'Magsimulang mag-exercise sa bahay kahit walang gamit: target ng WHO, 20-minutong routine para sa baguhan, at pag-iingat kapag mainit ang panahon.',
    },
    sections: [
      {
        headingHow: 'Start small',
        headingPaano: 'Magsimula sa maliit',
        bulletsHow: [
          'Begin with 10 to 15 minutes a day, three times a week',
          'Add about 5 minutes a week as it gets easier',
          'If you have heart disease, high blood pressure or diabetes, or you are pregnant, ask your doctor first',
        ],
        bulletsPaano: [
          'Magsimula sa 10 hanggang 15 minuto kada araw, tatlong beses sa isang linggo',
          'Magdagdag ng mga 5 minuto kada linggo habang gumagaan ito',
          'Kung may sakit ka sa puso, high blood o diabetes, o buntis ka, magtanong muna sa doktor',
        ],
      },
      {
        headingHow: 'A simple 20-minute routine',
        headingPaano: 'Simpleng 20-minutong routine',
        bulletsHow: [
          'Warm up for 3 to 5 minutes: march in place and do arm circles',
          'Do three rounds of\n  10 squats\n  10 push-ups, on your knees or against a wall if needed\n  A 20-second plank\n  10 lunges per leg\n  30 seconds of jumping jacks or fast marching',
          'Cool down with slow walking and gentle stretches',
        ],
        bulletsPaano: [
          'Mag-warm up nang 3 hanggang 5 minuto: mag-martsa sa puwesto at iikot-ikot ang mga braso',
          'Gawin nang tatlong round\n  10 squats\n  10 push-ups, nakaluhod o nakasandal sa pader kung kailangan\n  20 segundong plank\n  10 lunges bawat binti\n  30 segundong jumping jacks o mabilis na pagmamartsa',
          'Mag-cool down sa pamamagitan ng mabagal na paglalakad at banayad na pag-stretch',
        ],
      },
      {
        headingHow: '[p] Key insight',
        headingPaano: '[p] Tandaan',
        bulletsHow: [
          'Consistency beats intensity. A short workout you actually do every other day helps you more than a hard one you quit after a week. **Some activity is better than none.**',
        ],
        bulletsPaano: [
          'Mas mahalaga ang consistency kaysa sa intensity. Mas nakakatulong ang maikling workout na talagang ginagawa mo tuwing ikalawang araw kaysa sa mabigat na workout na titigilan mo pagkalipas ng isang linggo. **Mas mabuti na ang kaunting galaw kaysa wala.**',
        ],
      },
      {
        headingHow: 'Stay safe in the heat',
        headingPaano: 'Mag-ingat sa init',
        bulletsHow: [
          'Exercise early in the morning or in the evening, when it is cooler',
          'Drink water before, during and after your workout',
          'Stop right away if you feel dizzy, have chest pain or find it hard to breathe',
        ],
        bulletsPaano: [
          'Mag-exercise nang maaga sa umaga o sa gabi, kapag mas malamig',
          'Uminom ng tubig bago, habang at pagkatapos mag-workout',
          'Huminto agad kapag nahihilo ka, sumasakit ang dibdib mo o nahihirapan kang huminga',
        ],
      },
      {
        headingHow: 'Move more all day',
        headingPaano: 'Gumalaw nang mas madalas buong araw',
        bulletsHow: [
          'Take the stairs and walk to the jeepney or tricycle stop when it is safe',
          'If you work at a desk, stand up and stretch every hour',
          "Use your phone's step counter and try to beat last week's total",
        ],
        bulletsPaano: [
          'Gumamit ng hagdan at maglakad papunta sa sakayan ng jeep o tricycle kung ligtas',
          'Kung nakaupo ka buong araw sa trabaho, tumayo at mag-stretch kada oras',
          'Gamitin ang step counter ng phone mo at subukang lampasan ang kabuuan mo noong nakaraang linggo',
        ],
      },
    ],
    sources: ['https://www.who.int/news-room/fact-sheets/detail/physical-activity', 'https://doh.gov.ph'],
  },
  {
    category: 'Health & Wellness',
    status: 'published',
    daysAgo: 52,
    how: {
      title: 'How to protect yourself from heat stroke',
      slug: 'how-to-protect-yourself-from-heat-stroke',
      headerDescription: 'Read the PAGASA heat index, stay cool and hydrated, and know what to do when someone shows signs of heat stroke.',
      introduction:
        'Philippine summers are getting hotter, and on humid days the air can *feel* far hotter than the thermometer says. Heat exhaustion can turn into **heat stroke**, a life-threatening emergency, within hours. Knowing the heat index and the early signs protects you and the people around you.',
      conclusion:
        'Check the heat index, drink water regularly, avoid the midday sun and look out for those most at risk. Treat confusion or fainting in the heat as an emergency and call 911.',
      metaKeywords: 'heat stroke, heat index PAGASA, heat exhaustion, summer safety Philippines, dehydration',
      metaDescription:
        'Protect yourself from heat stroke: the PAGASA heat index levels, how to stay cool, who is most at risk and first aid while waiting for help.',
    },
    paano: {
      title: 'Paano makaiwas sa heat stroke ngayong tag-init',
      slug: 'paano-makaiwas-sa-heat-stroke',
      headerDescription:
        'Basahin ang heat index ng PAGASA, manatiling presko at hydrated, at alamin ang gagawin kapag may nagpapakita ng senyales ng heat stroke.',
      introduction:
        'Lalong umiinit ang tag-araw sa Pilipinas, at kapag maalinsangan, mas mainit ang *pakiramdam* kaysa sa nakasaad sa thermometer. Puwedeng mauwi ang heat exhaustion sa **heat stroke**, isang emergency na puwedeng ikamatay, sa loob lang ng ilang oras. Kapag alam mo ang heat index at ang mga maagang senyales, protektado ka at ang mga kasama mo.',
      conclusion:
        'I-check ang heat index, uminom ng tubig nang regular, iwasan ang tirik na araw at bantayan ang mga mas delikado. Ituring na emergency ang pagkalito o pagkahimatay dahil sa init at tumawag agad sa 911.',
      metaKeywords: 'heat stroke, heat index PAGASA, heat exhaustion, init ng panahon, dehydration',
      metaDescription:
        'Makaiwas sa heat stroke: ang mga antas ng heat index ng PAGASA, paano manatiling presko, sino ang mas delikado at first aid habang naghihintay ng tulong.',
    },
    sections: [
      {
        headingHow: 'Check the heat index',
        headingPaano: 'Alamin ang heat index',
        bulletsHow: [
          'The heat index is how hot it *feels*, combining temperature and humidity; PAGASA publishes daily forecasts',
          "PAGASA's levels\n  27 to 32°C: caution\n  33 to 41°C: extreme caution\n  42 to 51°C: danger\n  52°C and above: extreme danger",
          'On danger days, limit outdoor activity between 10 a.m. and 4 p.m.',
        ],
        bulletsPaano: [
          'Ang heat index ay kung gaano kainit ang *pakiramdam*, pinagsamang temperatura at humidity; naglalabas ang PAGASA ng forecast nito araw-araw',
          'Mga antas ayon sa PAGASA\n  27 hanggang 32°C: caution\n  33 hanggang 41°C: extreme caution\n  42 hanggang 51°C: danger\n  52°C pataas: extreme danger',
          'Kapag nasa danger level, bawasan ang paglabas mula 10 a.m. hanggang 4 p.m.',
        ],
      },
      {
        headingHow: 'Stay cool and hydrated',
        headingPaano: 'Manatiling presko at hydrated',
        bulletsHow: [
          'Drink water regularly even before you feel thirsty; go easy on coffee, soft drinks and alcohol',
          'Wear light, loose, light-coloured clothes, and use an umbrella or a hat outdoors',
          'Take cool showers or wipe your skin with a damp towel',
        ],
        bulletsPaano: [
          'Uminom ng tubig nang regular kahit hindi ka pa nauuhaw; bawasan ang kape, softdrinks at alak',
          'Magsuot ng manipis, maluwag at mapusyaw na kulay na damit, at gumamit ng payong o sombrero sa labas',
          'Maligo sa malamig na tubig o punasan ang balat ng basang bimpo',
        ],
      },
      {
        headingHow: '[p] Key insight',
        headingPaano: '[p] Tandaan',
        bulletsHow: [
          'Heat stroke is an emergency. If someone is very hot and becomes confused, very drowsy or faints, **call 911**, move them to the shade and cool them with water and fanning while waiting for help. Do not make them drink if they are not fully awake.',
        ],
        bulletsPaano: [
          'Emergency ang heat stroke. Kapag sobrang init ng katawan ng isang tao at nalilito na siya, sobrang antukin o nahimatay, **tumawag sa 911**, ilipat siya sa lilim at palamigin gamit ang tubig at pagpaypay habang naghihintay ng tulong. Huwag siyang painumin kung hindi siya lubos na gising.',
        ],
      },
      {
        headingHow: 'Look out for those most at risk',
        headingPaano: 'Bantayan ang mga mas delikado',
        bulletsHow: [
          'Older adults, babies and young children, pregnant women, and people with heart disease, high blood pressure or diabetes',
          'People who work outdoors, such as riders, construction workers, traffic enforcers and vendors\n  Rest in the shade regularly\n  Drink a cup of water every 15 to 20 minutes',
          'Never leave children or pets in a parked vehicle, not even for a few minutes',
        ],
        bulletsPaano: [
          'Mga senior citizen, baby at maliliit na bata, buntis, at may sakit sa puso, high blood o diabetes',
          'Mga nagtatrabaho sa labas, gaya ng riders, construction workers, traffic enforcers at vendors\n  Magpahinga sa lilim nang regular\n  Uminom ng isang baso ng tubig kada 15 hanggang 20 minuto',
          'Huwag kailanman iwan ang bata o alagang hayop sa nakaparadang sasakyan, kahit ilang minuto lang',
        ],
      },
      {
        headingHow: 'Know the early signs',
        headingPaano: 'Alamin ang mga maagang senyales',
        bulletsHow: [
          'Heat exhaustion: heavy sweating, headache, dizziness, nausea and muscle cramps',
          'Stop, rest in a cool place, loosen tight clothing and sip water; get medical help if symptoms get worse or last more than an hour',
        ],
        bulletsPaano: [
          'Heat exhaustion: sobrang pagpapawis, sakit ng ulo, pagkahilo, pagduduwal at pulikat',
          'Huminto, magpahinga sa malamig na lugar, luwagan ang masikip na damit at uminom ng tubig nang paunti-unti; magpatingin kung lumalala ang sintomas o tumagal nang higit sa isang oras',
        ],
      },
    ],
    sources: ['https://www.pagasa.dost.gov.ph', 'https://www.who.int/news-room/fact-sheets/detail/climate-change-heat-and-health'],
  },
];
