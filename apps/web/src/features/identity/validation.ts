export type RealNameProblem =
  'identity.name_required' | 'identity.card_id_required' | 'identity.photos_required';

/**
 * SPEC §5 real-name auth: name and ID number required, both photos uploaded first. Returns the
 * message key of the first problem, or null.
 */
export function realNameProblem(input: {
  name: string;
  cardId: string;
  front: string | null;
  back: string | null;
}): RealNameProblem | null {
  if (!input.name.trim()) return 'identity.name_required';
  if (!input.cardId.trim()) return 'identity.card_id_required';
  if (!input.front || !input.back) return 'identity.photos_required';
  return null;
}
