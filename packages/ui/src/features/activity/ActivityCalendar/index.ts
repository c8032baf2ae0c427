export {
  ActivityCalendar,
  ActivityCalendarView,
  type ActivityCalendarProps,
  type ActivityCalendarViewProps,
} from './ActivityCalendar';
