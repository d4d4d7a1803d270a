// The nurse list and a nurse's profile load together (app/router.tsx); the
// profile's own parts still load on first visit (nurses-screen.tsx).
export { NursesScreen } from '../../features/nurses/components/nurses-screen';
export { NurseDetailScreen } from './nurse-detail-screen';
