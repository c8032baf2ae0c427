import type { Http, RequestOptions } from '../http';
import type { Workout, WorkoutStats } from '../schemas/workouts';

export const workoutCalls = (http: Http) => ({
  /** GET /users/me/workouts */
  list: (options: RequestOptions = {}): Promise<Workout[]> => http.call('workouts.list', options),
  /** GET /users/me/workouts/stats */
  stats: (options: RequestOptions = {}): Promise<WorkoutStats> =>
    http.call('workouts.stats', options),
  /** POST /users/me/points: logs a workout for points (no payload). */
  log: async (): Promise<void> => {
    await http.call('workouts.log');
  },
});
