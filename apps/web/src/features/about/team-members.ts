import backendPicture from './assets/team-backend.svg';
import ceoPicture from './assets/team-ceo.svg';

/** §3 team member: id, name, description (the position), picture (optional: falls back to a default image), email. */
export interface TeamMember {
  id: string;
  name: string;
  description: string;
  picture?: string;
  email: string;
}

/** §2 About: the static list of three members. */
export const TEAM_MEMBERS: readonly TeamMember[] = [
  { id: 'ceo', name: 'Adaeze Okonkwo', description: 'Chief Executive Officer', picture: ceoPicture, email: 'adaeze@campusmarket.local' },
  { id: 'backend', name: 'Tunde Bakare', description: 'Backend Engineer', picture: backendPicture, email: 'tunde@campusmarket.local' },
  // No portrait yet: the card shows the default image.
  { id: 'frontend', name: 'Chiamaka Eze', description: 'Frontend Engineer', email: 'chiamaka@campusmarket.local' },
];
