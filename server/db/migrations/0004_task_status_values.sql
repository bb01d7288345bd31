ALTER TABLE "tasks" ALTER COLUMN "status" SET DEFAULT 'todo';--> statement-breakpoint
ALTER TABLE "tasks" ALTER COLUMN "priority" SET DEFAULT 'medium';--> statement-breakpoint
-- The first demo seed wrote task words the shared task schema does not know (todo, in_progress,
-- done; low, medium, high): map them, so every client shows them with their proper look.
UPDATE "tasks" SET "status" = CASE "status" WHEN 'Open' THEN 'todo' WHEN 'In Progress' THEN 'in_progress' WHEN 'Completed' THEN 'done' END WHERE "status" IN ('Open', 'In Progress', 'Completed');--> statement-breakpoint
UPDATE "tasks" SET "priority" = CASE "priority" WHEN 'High' THEN 'high' WHEN 'Normal' THEN 'medium' WHEN 'Low' THEN 'low' END WHERE "priority" IN ('High', 'Normal', 'Low');
