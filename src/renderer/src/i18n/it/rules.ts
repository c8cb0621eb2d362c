import type en from '../en/rules';
import type { Shape } from '../schema';

export default {
  title: 'Le regole in breve',
  sections: 'Sezioni',
  toc: {
    turn: 'Il tuo turno',
    attacks: 'Attacchi',
    modifiers: 'Il numero richiesto',
    money: 'Spendere in un attacco',
    privilege: 'Attacchi privilegiati',
    results: 'Risultati',
    other: 'Denaro, spostamenti e accordi',
    goals: 'Vincere',
    specials: 'Carte Speciali',
  },
  intro: 'Ogni giocatore è una società segreta. Partendo dalla tua carta Illuminati prendi il controllo di Gruppi (la CIA, gli Yuppies, la California…) e li appendi alle frecce delle tue carte, costruendo una Struttura di Potere. Il denaro si conta in megabucks (MB).',
  turn: {
    income: { lead: 'Entrate.', text: 'Ogni carta della tua struttura con delle Entrate le riscuote nella propria tesoreria.' },
    draw: { lead: 'Pesca.', text: 'Una carta Gruppo va scoperta fra i Gruppi indipendenti; una Carta Speciale va nella tua mano.' },
    actions: { lead: 'Due azioni.', text: 'Un\'azione è un attacco, un trasferimento di denaro fra due carte adiacenti, lo spostamento di un tuo Gruppo su un\'altra freccia libera, la cessione di un Gruppo, o giocare Bribery.' },
    free: { lead: 'Azioni gratuite', text: 'in qualsiasi momento: lasciare un Gruppo, dare denaro o Carte Speciali ad altri giocatori, giocare la maggior parte delle Carte Speciali.' },
    transfers: { lead: 'Due trasferimenti gratuiti', text: 'di denaro fra carte adiacenti.' },
    powers: { lead: 'Poteri speciali:', text: 'gli Gnomes of Zurich possono ridistribuire il loro denaro; il Bermuda Triangle può riorganizzare la sua struttura.' },
    targets: 'Nelle regole inglesi, se meno di due Gruppi sono indipendenti, si pescano nuovi bersagli.',
    pass: 'Invece di tutto questo puoi passare: nessuna azione di alcun tipo, e 5 MB per i tuoi Illuminati.',
  },
  attacks: {
    intro: 'Indica la carta che attacca, il bersaglio, il tipo di attacco, ogni carta della tua struttura che aiuta con il suo Potere Trasferibile (il numero dopo la barra) ed eventuali privilegi. Ogni carta attacca o aiuta una volta per turno (gli UFO due volte).',
    control: { lead: 'Controllare:', text: 'il tuo Potere contro la Resistenza del bersaglio. In caso di successo il bersaglio entra nella tua struttura su una freccia libera della carta che attacca. Chi attacca ha bisogno di una freccia libera.' },
    neutralize: { lead: 'Neutralizzare:', text: 'come controllare con +6, contro il Gruppo di un altro giocatore; in caso di successo diventa indipendente con tutti i suoi pupazzi.' },
    destroy: { lead: 'Distruggere:', text: 'il tuo Potere contro il Potere del bersaglio; in caso di successo va nella pila dei morti e i suoi pupazzi diventano indipendenti. I Gruppi senza Potere si possono distruggere solo con Whispering Campaign.' },
    dice: 'Tira due dadi: l\'attacco riesce se il totale è il numero richiesto o meno. 11 e 12 falliscono sempre.',
  },
  modifiers: {
    base: 'Si parte dal Potere di chi attacca più gli aiuti, meno la Resistenza del bersaglio (o il suo Potere, per distruggere).',
    alignments: { lead: 'Allineamenti:', text: '+4 per ogni allineamento in comune fra attaccante e bersaglio, −4 per ogni coppia opposta (Governativo/Comunista, Liberale/Conservatore, Pacifico/Violento, Normale/Strano, e Fanatico/Fanatico). Per distruggere, i segni si invertono.' },
    position: { lead: 'Posizione:', text: 'un Gruppo controllato da un altro giocatore è più difficile da raggiungere vicino ai suoi Illuminati: +10 alla Resistenza se è attaccato direttamente a loro, +5 a un passo, +2 a due passi.' },
    abilities: 'Le abilità stampate aggiungono i loro bonus; il pannello d\'attacco elenca ogni voce prima che tu ti impegni.',
  },
  money: 'Annunciato l\'attacco, la parola fa il giro: chi attacca, chi difende, poi tutti gli altri. Ogni MB che l\'attaccante spende dalla carta che attacca o dagli Illuminati aggiunge 1. Il difensore toglie 2 per ogni MB dalla tesoreria del bersaglio, o 1 per ogni MB dagli Illuminati. Chiunque altro può interferire a favore o contro dagli Illuminati, 1 per MB. Il denaro speso è perso. I dadi si tirano quando tutti hanno passato di seguito. Chi attacca può richiamare l\'attacco finché non è stato speso denaro.',
  privilege: 'Scarta una Carta Speciale quando annunci un attacco (o, come Bavarian Illuminati, paga 5 MB una volta per turno) per renderlo privilegiato: nessuno può interferire, anche se il difensore può ancora spendere. Un altro giocatore può abolire il privilegio con Deep Agent o, nelle regole inglesi, scartando due Carte Speciali.',
  results: 'Un Gruppo catturato porta con sé i suoi pupazzi e metà del denaro di ciascuno; la carta che ha attaccato può poi spostarvi del denaro. Le carte che si sovrapporrebbero possono essere rimesse sullo stesso maestro, altrimenti vanno perse. Chi dopo il terzo turno ha solo gli Illuminati è eliminato (se l\'eliminazione è attiva).',
  other: 'Il denaro si sposta fra carte adiacenti della tua struttura. Fra giocatori viaggia solo da Illuminati a Illuminati, come regalo o come parte di un accordo; regali e Carte Speciali possono cambiare mano in qualsiasi momento, i Gruppi solo nel turno di uno dei due giocatori e con un\'azione del giocatore di turno per Gruppo. Puoi lasciare un Gruppo in qualsiasi momento durante le tue azioni.',
  goals: 'Alla fine di qualsiasi turno vince chi controlla abbastanza carte (l\'obiettivo base: 13 con 2–3 giocatori, 12 con 4, 10 con 5, 9 con 6, 8 con 7–8, Illuminati compresi) o raggiunge l\'obiettivo speciale del suo Illuminati:',
  ability: 'Abilità: {text}',
  when: 'Quando: {timing}.',
} satisfies Shape<typeof en>;
