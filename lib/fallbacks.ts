// Every fallback text of spec §8, written once.

export const FALLBACK = {
  description: 'No description available.',
  video: 'No video available.',
  message: 'Message is not available at the moment.',
  image: 'No Image Available',
  loading: 'Loading...',
  loadingDescription: 'Please wait, loading description...',
  loadingContact: 'Loading contact information...',
  vcName: 'N/A',
  about: 'About is not available at the moment.',
  vision: 'Vision is not available at the moment.',
  mission: 'Mission is not available at the moment.',
  facultyTable: 'No faculty data available.',
  cell: 'N/A',
  programmes: 'No programs found for this department.',
} as const;

/** The person-message pages: 'Chairman Name' and 'Chairman Message is not available at the moment.' */
export type MessageRole = 'Chairman' | 'Director' | 'Dean';

export function personNameFallback(role: MessageRole): string {
  return `${role} Name`;
}

export function personMessageFallback(role: MessageRole): string {
  return `${role} Message is not available at the moment.`;
}
