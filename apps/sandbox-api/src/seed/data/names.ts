export const SURNAMES = {
  de: ['Meier', 'Müller', 'Keller', 'Brunner', 'Baumann', 'Fischer', 'Gerber', 'Huber', 'Schmid', 'Steiner', 'Widmer', 'Frei', 'Moser', 'Graf', 'Wyss', 'Bachmann', 'Lüthi', 'Zimmermann', 'Hofer', 'Suter'],
  fr: ['Rochat', 'Favre', 'Dubois', 'Perret', 'Rey', 'Bonvin', 'Monnier', 'Morand', 'Chevalley', 'Fournier', 'Jaquet', 'Pittet'],
  it: ['Bernasconi', 'Rossi', 'Ferrari', 'Bianchi', 'Lombardi', 'Pedrazzini', 'Cattaneo', 'Galli', 'Quadri', 'Fontana'],
} as const;

export const FIRST_NAMES = {
  de: ['Andreas', 'Daniel', 'Thomas', 'Martin', 'Marco', 'Stefan', 'Sandra', 'Nicole', 'Barbara', 'Laura', 'Sarah', 'Reto', 'Beat', 'Claudia'],
  fr: ['Jean', 'Pierre', 'Nicolas', 'Julien', 'Sophie', 'Isabelle', 'Camille', 'Céline', 'Olivier', 'Valérie'],
  it: ['Luca', 'Marco', 'Giorgio', 'Paolo', 'Francesca', 'Chiara', 'Sara', 'Alessandro', 'Elena', 'Matteo'],
} as const;
