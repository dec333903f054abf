/** Who teaches what in which class (list, POST assign, POST hours, delete). */
export const ASSIGNMENTS = 'education/schoolclass-teacher';
