-- A notification about a task (assigned, due) names the task, so the bell can open it.
ALTER TABLE "notifications" ADD COLUMN "task_id" text;
