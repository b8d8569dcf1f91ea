export { dateOfWeekday, dayHours, todaysIntervals, weekdayInZurich, weekSchedule } from './opening-hours';
